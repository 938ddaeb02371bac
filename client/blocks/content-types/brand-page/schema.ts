import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { seoFields } from '../../fields/seo.ts'
import { slugText } from '../../fields/text.ts'

/**
 * Content type: a brand's landing page (`/{brand}`) and its model list page
 * (`/{brand}/tous-les-modeles`). Brand facts (name, logo, models, prices) come from the catalogue
 * of the stock backend; the story holds the editorial sections.
 */
export const brandPageSchema = z
  .object({
    ...blockBase,
    component: z.literal('brand_page'),
    brand: slugText,
    body: blocksField,
    ...seoFields,
  })
  .meta({
    title: 'Page de marque',
    description: 'La page d’une marque, sous le dossier de la marque.',
  })
export type BrandPageContent = z.infer<typeof brandPageSchema>
