import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalImageField } from '../fields/asset.ts'
import { optionalText, requiredText } from '../fields/text.ts'

/**
 * Section block: a YouTube or Vimeo video. Only the provider and the video id are stored, never
 * an embed URL, so the player URL is built by the component (privacy-enhanced host) and the
 * embed waits for consent (GDPR).
 */
export const embeddedVideoSchema = z
  .object({
    ...sectionBase,
    component: z.literal('embedded_video'),
    title: requiredText,
    provider: z.enum(['youtube', 'vimeo']),
    video_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{6,20}$/),
    caption: optionalText,
    poster: optionalImageField,
  })
  .meta({
    title: 'Vidéo',
    description: 'Vidéo YouTube ou Vimeo, chargée seulement après le consentement du visiteur.',
  })
export type EmbeddedVideoBlock = z.infer<typeof embeddedVideoSchema>
