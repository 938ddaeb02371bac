import type fr from './fr/articles.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'

/** The news blocks' text (article-overview, article-latest): it ships in their chunks. */
export const articlesMessages = languageFiles<typeof fr>(
  import.meta.env
    ? import.meta.glob<typeof fr>('./*/articles.ts', { eager: true, import: 'default' })
    : languageFilesOnDisk<typeof fr>(import.meta.url, 'articles')
)
