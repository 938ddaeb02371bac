import type { Language } from '../locale/language.ts'
import { publishedLanguages } from '../locale/published-languages.ts'

/**
 * The language the switch offers on a page in `current`: the other one, while it is published
 * (`publishedLanguages`). Two languages: a third would need a text per target in each catalogue.
 */
export function switchLanguage(current: Language): Language | undefined {
  return publishedLanguages().find((language) => language !== current)
}
