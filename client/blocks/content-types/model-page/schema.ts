import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { seoFields } from '../../fields/seo.ts'
import { optionField, optionalText, slugText } from '../../fields/text.ts'

/**
 * Content type: a model page (`/{brand}/{model}`; light commercial vehicles also under
 * `/vehicules-utilitaires/{brand}-utilitaires/{model}`). Gallery, downloads, cash and lease prices
 * come from the catalogue of the stock backend by `brand` + `model`; the story adds the editorial
 * sections and SEO.
 */
export const modelPageSchema = z
  .object({
    ...blockBase,
    component: z.literal('model_page'),
    brand: slugText,
    model: slugText,
    category: optionField(['passenger', 'utility'], 'passenger'),
    intro: optionalText,
    body: blocksField,
    ...seoFields,
  })
  .meta({
    title: 'Page de modèle',
    description: 'La page d’un modèle, dans le dossier de sa marque.',
  })
export type ModelPageContent = z.infer<typeof modelPageSchema>
