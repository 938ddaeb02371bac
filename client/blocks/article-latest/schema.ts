import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalLinkField } from '../fields/link.ts'
import { numberField, optionalText } from '../fields/text.ts'

/** Section block: the latest news articles (stories under `news/`), newest first. */
export const articleLatestSchema = z
  .object({
    ...sectionBase,
    component: z.literal('article_latest'),
    title: optionalText,
    count: numberField({ min: 1, max: 12, fallback: 3 }),
    /** Only articles carrying this tag (e.g. a brand slug); blank means all. */
    tag: optionalText,
    overview_link: optionalLinkField,
  })
  .meta({
    title: 'Dernières actualités',
    description: 'Les derniers articles publiés, du plus récent au plus ancien.',
  })
export type ArticleLatestBlock = z.infer<typeof articleLatestSchema>
