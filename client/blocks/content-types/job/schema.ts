import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'
import { richTextField } from '../../fields/rich-text.ts'
import { seoFields } from '../../fields/seo.ts'
import { optionField, optionalSlug, optionalText, requiredText } from '../../fields/text.ts'

/** Content type: an open position under `carrieres/`. */
export const jobSchema = z
  .object({
    ...blockBase,
    component: z.literal('job'),
    title: requiredText,
    location: optionalSlug,
    department: requiredText,
    contract: optionField(['cdi', 'cdd', 'apprentissage', 'stage', 'interim'], 'cdi'),
    hours: optionField(['full_time', 'part_time'], 'full_time'),
    intro: optionalText,
    text: richTextField,
    body: blocksField,
    ...seoFields,
  })
  .meta({
    title: 'Offre d’emploi',
    description: 'Une offre d’emploi, rangée sous « jobs/ ».',
  })
export type JobContent = z.infer<typeof jobSchema>
