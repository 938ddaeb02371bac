import { LANGUAGE_SETTINGS } from '../locale/language.ts'
import { languageOfPath } from '../routes/route-table.ts'

/**
 * Links to the same page in each other published language (issue 18, issue 31: a list of any
 * length), each worded in its own language and marked as such (`lang`, `hreflang`), with the
 * name and label of its LANGUAGES entry: a page load carries one catalogue only
 * (docs/decisions/0035), and a language's own name is the same on every page. Plain links, not
 * the app's `Link`: another language is another bundle (docs/decisions/0036), so the visit is a
 * full page load, and the links work without JavaScript. Where they lead, `hrefs`, comes with the
 * page's payload (`meta.languageSwitch`): the Worker matches the path against the route tables,
 * the browser does not load that code (issue 14); each link's language is its path's.
 */
export function LanguageSwitch({ hrefs }: { hrefs: readonly string[] | undefined }) {
  return hrefs?.map((href) => {
    const target = LANGUAGE_SETTINGS[languageOfPath(href)]
    return (
      <a
        key={href}
        href={href}
        hrefLang={target.locale}
        lang={target.locale}
        aria-label={target.switchLabel}
        className="language-switch"
      >
        {target.name}
      </a>
    )
  })
}
