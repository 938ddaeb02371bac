import { z } from 'zod'
import { blockBase } from '../../fields/blocks.ts'
import { optionalLinkField } from '../../fields/link.ts'
import { optionalText } from '../../fields/text.ts'
import { footerColumnSchema } from '../../footer-column/schema.ts'
import { navItemSchema } from '../../nav-item/schema.ts'
import { navLinkSchema } from '../../nav-link/schema.ts'
import { socialLinkSchema } from '../../social-link/schema.ts'

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? [])

/**
 * Content type: the single `site-config` story holding what editors change in the page frame:
 * main navigation, top bar, footer and social links. Site metadata and feature switches (spec §1
 * and §3 "Site config") are code constants in `client/config/site-config.ts`, not content.
 */
export const siteConfigSchema = z
  .object({
    ...blockBase,
    component: z.literal('site_config'),
    navigation: z.array(navItemSchema).min(1),
    top_bar_text: optionalText,
    top_bar_link: optionalLinkField,
    top_bar_links: list(navLinkSchema),
    footer_columns: list(footerColumnSchema),
    footer_legal_links: list(navLinkSchema),
    footer_text: optionalText,
    social_links: list(socialLinkSchema),
  })
  .meta({
    title: 'Configuration du site',
    description:
      'Menu principal, barre du haut, pied de page et réseaux sociaux. Une seule, au slug « site-config ».',
  })
export type SiteConfigContent = z.infer<typeof siteConfigSchema>

/** Full slug of the site configuration story. */
export const SITE_CONFIG_SLUG = 'site-config'
