import type { Language } from '../locale/language.ts'
import { href, type RouteParamsOf } from './href.ts'
import { matchRoute } from './match-route.ts'

/**
 * The same page in another language: the route of the same name with the same parameters
 * (docs/decisions/0036), for the language switch and the hreflang alternates. Null when the
 * path is no page of the route table (or a parameter fails its validation).
 *
 * @example
 * alternatePath('/stock/123-1-kia-ev3/essai-routier', 'de') // '/de/stock/123-1-kia-ev3/probefahrt'
 * alternatePath('/de/contact', 'fr')                          // '/contact'
 */
export function alternatePath(pathname: string, language: Language): string | null {
  const match = matchRoute(pathname)
  if (match?.kind !== 'match') return null
  // The params are the route's own (matched against its pattern): the cast only restates that.
  const params = match.params as RouteParamsOf<typeof match.route.name>
  return href(match.route.name, params, language)
}
