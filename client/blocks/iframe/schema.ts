import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { numberField, requiredText } from '../fields/text.ts'

/**
 * Section block: a third-party page in an iframe. https only (mixed content would be blocked and
 * the CSP `frame-src` allowlist is https); the title is required for accessibility.
 */
export const iframeSchema = z.object({
  ...blockBase,
  component: z.literal('iframe'),
  title: requiredText,
  url: z.url({ protocol: /^https$/ }),
  height: numberField({ min: 200, max: 3000, fallback: 600 }),
})
export type IframeBlock = z.infer<typeof iframeSchema>
