import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { linkField } from '../fields/link.ts'

/** Nested block: a social network profile (the click fires the `click_social` event). */
export const socialLinkSchema = z
  .object({
    ...blockBase,
    component: z.literal('social_link'),
    platform: z.enum(['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x']),
    link: linkField,
  })
  .meta({
    title: 'Réseau social',
    description: 'Un lien vers un réseau social.',
  })
export type SocialLinkBlock = z.infer<typeof socialLinkSchema>
