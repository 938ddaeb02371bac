import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { seoFields } from '../../fields/seo.ts'
import { optionalText, requiredText } from '../../fields/text.ts'
import { faqItemSchema } from '../../faq-item/schema.ts'

/** Content type: the FAQ page; questions are grouped by their category in order of appearance. */
export const faqPageSchema = z
  .object({
    ...blockBase,
    component: z.literal('faq_page'),
    title: requiredText,
    intro: optionalText,
    items: z.array(faqItemSchema).min(1),
    body: blocksField,
    ...seoFields,
  })
  .meta({
    title: 'Page FAQ',
    description: 'Une page de questions fréquentes.',
  })
export type FaqPageContent = z.infer<typeof faqPageSchema>
