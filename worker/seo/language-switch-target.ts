import type { Language } from '../../client/locale/language.ts'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { languageOfRouteId, languagePrefix } from '../../client/routes/route-table.ts'
import { switchLanguages } from '../../client/shell/switch-language.ts'
import { sameSitePath } from '../../client/routes/same-site-path.ts'

/**
 * Where the language switch leads from `location` (path and query): the same page in `language`
 * with the same query (a stock search keeps its filters). A path that is no page of the route
 * tables has no counterpart: the switch then leads to the nearest parent that has one, and only
 * when none has, to the other language's home.
 *
 * @example
 * switchTarget('/stock/123-1-kia-ev3?photo=2', 'de') // '/de/stock/123-1-kia-ev3?photo=2'
 * switchTarget('/de', 'fr')                            // '/'
 */
export function switchTarget(location: string, language: Language): string {
  // Read after an origin of its own: relative to a base, `//[` would be a host (and throw).
  const url = new URL(`http://localhost${location.startsWith('/') ? '' : '/'}${location}`)
  let path = url.pathname
  for (;;) {
    const counterpart = alternatePath(path, language)
    if (counterpart !== null) return path === url.pathname ? counterpart + url.search : counterpart
    if (path === '/') return languagePrefix(language) || '/'
    path = path.slice(0, path.lastIndexOf('/')) || '/'
  }
}

/**
 * The language switch's links on the page of `routeId` at `location` (path and query), for the
 * page's payload (`meta.languageSwitch`): one per other published language, none while no other
 * is published. The page's language is its route's, as the app's (client/app/app.tsx).
 */
export function languageSwitchHrefs(
  location: string,
  routeId: string | null
): string[] | undefined {
  const targets = switchLanguages(languageOfRouteId(routeId))
  if (targets.length === 0) return undefined
  // The query is the visitor's: a link keeps it only as a path of this site.
  return targets.map(
    (target) => sameSitePath(switchTarget(location, target)) ?? (languagePrefix(target) || '/')
  )
}
