import { siteConfig } from '../config/site-config.ts'
import { LANGUAGES, LOCALES } from '../locale/language.ts'
import { languageSwitchMessages } from '../locale/messages/language-switch.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import { useRouter } from '../navigation/router-context.ts'
import { switchTarget } from './language-switch-target.ts'

/**
 * A link to the same page in the other language (issue 18), worded in that language and marked as
 * such (`lang`, `hreflang`); none while that language is not published (`availableLocales`). A
 * plain link, not the app's `Link`: the other language is another bundle
 * (docs/decisions/0036), so the visit is a full page load, and the link works without
 * JavaScript. Its text is in the catalogue of the page's own language, since a page load
 * carries one catalogue only (docs/decisions/0035).
 */
export function LanguageSwitch() {
  const current = useLanguage()
  const { location } = useRouter()
  const text = useMessages(languageSwitchMessages)
  // Two languages: the other one (a third would need a text per target in each catalogue).
  const target = LANGUAGES.find(
    (language) =>
      language !== current &&
      (siteConfig.availableLocales as readonly string[]).includes(LOCALES[language])
  )
  if (!target) return null
  return (
    <a
      href={switchTarget(location, target)}
      hrefLang={LOCALES[target]}
      lang={LOCALES[target]}
      aria-label={text.label}
      className="language-switch"
    >
      {text.name}
    </a>
  )
}
