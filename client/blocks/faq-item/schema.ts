import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { richTextField } from '../fields/rich-text.ts'
import { optionalText, requiredText } from '../fields/text.ts'

/** Nested block: a question and its answer on the FAQ page. */
export const faqItemSchema = z
  .object({
    ...blockBase,
    component: z.literal('faq_item'),
    question: requiredText,
    answer: richTextField,
    /** Groups questions under a heading, e.g. "Atelier" or "Leasing". */
    category: optionalText,
  })
  .meta({
    title: 'Question fréquente',
    description: 'Une question et sa réponse.',
  })
export type FaqItemBlock = z.infer<typeof faqItemSchema>
