import { siteConfig } from '../config/site-config.ts'
import { LANGUAGES, LOCALES, type Language } from '../locale/language.ts'

/**
 * The language the switch offers on a page in `current`: the other one, while it is published
 * (`availableLocales`). Two languages: a third would need a text per target in each catalogue.
 */
export function switchLanguage(current: Language): Language | undefined {
  return LANGUAGES.find(
    (language) =>
      language !== current &&
      (siteConfig.availableLocales as readonly string[]).includes(LOCALES[language])
  )
}
