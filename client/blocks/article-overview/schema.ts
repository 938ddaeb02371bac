import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { numberField, optionalText } from '../fields/text.ts'

/** Section block: the paginated news list of the `news` page. */
export const articleOverviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('article_overview'),
    title: optionalText,
    per_page: numberField({ min: 3, max: 48, fallback: 12 }),
    tag: optionalText,
  })
  .meta({
    title: 'Liste des actualités',
    description: 'La liste paginée de toutes les actualités.',
  })
export type ArticleOverviewBlock = z.infer<typeof articleOverviewSchema>
