import { z } from 'zod'
import { siteConfig } from '../../config/site-config.ts'
import { sectionBase } from '../fields/blocks.ts'
import { numberField, requiredText } from '../fields/text.ts'

/**
 * Section block: a third-party page in an iframe. Only the origins of `siteConfig.embedOrigins`
 * (the CSP `frame-src` allowlist): any other would be blocked by the browser, so such a block is
 * invalid (left out, and shown as a placeholder in preview). The title is required for accessibility.
 */
export const iframeSchema = z
  .object({
    ...sectionBase,
    component: z.literal('iframe'),
    title: requiredText,
    url: z
      .url({ protocol: /^https$/ })
      .refine((url) => siteConfig.embedOrigins.includes(new URL(url).origin), {
        message: 'origine non autorisée (siteConfig.embedOrigins)',
      }),
    height: numberField({ min: 200, max: 3000, fallback: 600 }),
  })
  .meta({
    title: 'Contenu intégré (iframe)',
    description:
      'Page externe intégrée ; seules les origines autorisées par le site sont acceptées.',
  })
export type IframeBlock = z.infer<typeof iframeSchema>
