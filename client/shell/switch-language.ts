import type { Language } from '../locale/language.ts'
import { publishedLanguages } from '../locale/published-languages.ts'

/**
 * The languages the switch offers on a page in `current`: every other published one
 * (`publishedLanguages`), in the order of LANGUAGES; as many as there are.
 */
export function switchLanguages(current: Language): Language[] {
  return publishedLanguages().filter((language) => language !== current)
}
