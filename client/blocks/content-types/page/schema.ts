import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { seoFields } from '../../fields/seo.ts'
import { booleanField } from '../../fields/text.ts'

/** Content type: a generic page made of section blocks (home, services, company, forms...). */
export const pageSchema = z
  .object({
    ...blockBase,
    component: z.literal('page'),
    body: blocksField,
    hide_breadcrumbs: booleanField(false),
    ...seoFields,
  })
  .meta({
    title: 'Page',
    description: 'Une page faite de sections (accueil, services, formulaires…).',
  })
export type PageContent = z.infer<typeof pageSchema>
