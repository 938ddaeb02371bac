import type { Language } from '../../client/locale/language.ts'
import { languagePrefix } from '../../client/routes/route-table.ts'

/**
 * A story's path (`/news/…`, as the content store writes it: French, the root's) in `language`:
 * `/de/news/…`; the home story `/` is `/de`. French paths are returned as they are.
 */
export function storyPathIn(language: Language, storyPath: string): string {
  const prefix = languagePrefix(language)
  return prefix && storyPath === '/' ? prefix : `${prefix}${storyPath}`
}
