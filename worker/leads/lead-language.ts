import type { Language } from '../../client/locale/language.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'

/** The form's page path a lead body carries (`pageUrl`, or `snapshot.pageUrl` in JSON). */
function pageUrlOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const snapshot: unknown = Reflect.get(body, 'snapshot')
  const pageUrl: unknown =
    typeof snapshot === 'object' && snapshot !== null
      ? Reflect.get(snapshot, 'pageUrl')
      : Reflect.get(body, 'pageUrl')
  return typeof pageUrl === 'string' ? pageUrl : undefined
}

/**
 * The language a lead is answered, validated and sent to the CRM in: its form's page's
 * (docs/decisions/0036), read from the page path the form sends; without one, the page it was
 * posted from (`Referer`); with neither, the root's (French), like any unprefixed path.
 */
export function leadLanguage(body: unknown, referer: string | undefined): Language {
  const pageUrl = pageUrlOf(body)
  if (pageUrl?.startsWith('/')) return languageOfPath(pageUrl)
  try {
    return languageOfPath(referer ? new URL(referer).pathname : '/')
  } catch {
    return languageOfPath('/')
  }
}
