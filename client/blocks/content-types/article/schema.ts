import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { imageField } from '../../fields/asset.ts'
import { richTextField } from '../../fields/rich-text.ts'
import { seoFields } from '../../fields/seo.ts'
import { optionalSlug, optionalText, requiredText } from '../../fields/text.ts'

/** Content type: a news article under `news/`. Lists sort by `date` (falls back to publication). */
export const articleSchema = z
  .object({
    ...blockBase,
    component: z.literal('article'),
    title: requiredText,
    teaser: optionalText,
    /** Editorial date, ISO `YYYY-MM-DD HH:mm` as Storyblok date fields store it. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/),
    image: imageField,
    category: optionalText,
    brand: optionalSlug,
    text: richTextField,
    /** Sections after the text (gallery, video, related stock). */
    body: blocksField,
    ...seoFields,
  })
  .meta({
    title: 'Actualité',
    description: 'Un article d’actualité, rangé sous « news/ ».',
  })
export type ArticleContent = z.infer<typeof articleSchema>
