import { defineCatalogue } from '../messages.ts'
import de from './de/articles.ts'
import fr from './fr/articles.ts'

/** The news blocks' text (article-overview, article-latest): it ships in their chunks. */
export const articlesMessages = defineCatalogue({ fr, de })
