import { LOCALES } from '../locale/language.ts'
import { languageSwitchMessages } from '../locale/messages/language-switch.ts'
import { useLanguage, useMessages } from '../locale/messages.ts'
import { switchLanguage } from './switch-language.ts'

/**
 * A link to the same page in the other language (issue 18), worded in that language and marked as
 * such (`lang`, `hreflang`); none while that language is not published (`availableLocales`). A
 * plain link, not the app's `Link`: the other language is another bundle
 * (docs/decisions/0036), so the visit is a full page load, and the link works without
 * JavaScript. Its text is in the catalogue of the page's own language, since a page load
 * carries one catalogue only (docs/decisions/0035). Where it leads, `href`, comes with the page's
 * payload (`meta.languageSwitch`): the Worker matches the path against the route tables, the
 * browser does not load that code (issue 14).
 */
export function LanguageSwitch({ href }: { href: string | undefined }) {
  const text = useMessages(languageSwitchMessages)
  const target = switchLanguage(useLanguage())
  if (!target || href === undefined) return null
  return (
    <a
      href={href}
      hrefLang={LOCALES[target]}
      lang={LOCALES[target]}
      aria-label={text.label}
      className="language-switch"
    >
      {text.name}
    </a>
  )
}
