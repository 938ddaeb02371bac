import { type Language, isLanguage } from '../../client/locale/language.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'

/**
 * The language an API answers in: the one the caller names (`?language=de`), else the language
 * of the page the request comes from (`Referer`, when given), else the root's (French), like any
 * unprefixed address. A cacheable answer passes no referer: its URL alone must decide.
 */
export function requestLanguage(named: unknown, referer?: string): Language {
  if (isLanguage(named)) return named
  try {
    return languageOfPath(referer ? new URL(referer).pathname : '/')
  } catch {
    return languageOfPath('/')
  }
}
