import { DEFAULT_LANGUAGE, type Language } from '../locale/language.ts'
import { alternatePath } from './alternate-path.ts'
import { languageOfPath } from './route-table.ts'

/**
 * An internal path written in French as the same page in `language`: `/contact` → `/de/contact`,
 * `/stock/comparer?x=1#a` → `/de/stock/vergleichen?x=1#a`. For the links of block fields, which
 * the Worker validates (and turns into paths) before a page's language reaches them, and the
 * paths editors type. URLs, anchors, paths already in `language` and paths that are no page of
 * the route table stay as they are; on a French page every path does. Run by the Worker (for block
 * fields: worker/blocks/localize-links.ts), so the browser carries no route matching for it.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path
  const end = path.search(/[?#]/)
  const pathname = end === -1 ? path : path.slice(0, end)
  if (languageOfPath(pathname) === language) return path
  const alternate = alternatePath(pathname, language)
  return alternate === null ? path : alternate + (end === -1 ? '' : path.slice(end))
}
