import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalSlug, optionalText } from '../fields/text.ts'

/** Section block: the list of open positions (job stories under `carrieres/`), filterable. */
export const embeddedRecruitmentWidgetSchema = z
  .object({
    ...sectionBase,
    component: z.literal('embedded_recruitment_widget'),
    title: optionalText,
    intro: optionalText,
    /** Restricts the list to one dealership (slug). */
    location: optionalSlug,
    department: optionalText,
  })
  .meta({
    title: 'Offres d’emploi',
    description: 'La liste des offres d’emploi publiées, filtrable par concession et service.',
  })
export type EmbeddedRecruitmentWidgetBlock = z.infer<typeof embeddedRecruitmentWidgetSchema>
