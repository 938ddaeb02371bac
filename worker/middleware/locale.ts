import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { LANGUAGES, type Language, LOCALES } from '../../client/locale/language.ts'
import { languageOfPath, languagePrefix } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import { sameSitePath } from '../../client/routes/same-site-path.ts'

export const LOCALE_COOKIE = 'locale'
/** Spec §1 and §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * What the answer to an entry on `/` depends on besides its URL: the cookie and the browser's
 * languages (the choice), whether the visitor came from outside (`Sec-Fetch-Site`) and whether
 * it is a crawler (`User-Agent`).
 */
export const HOME_VARY = 'Cookie, Accept-Language, Sec-Fetch-Site, User-Agent'

/** The best supported locale for an Accept-Language header, by quality then order. */
export function localeFromAcceptLanguage(
  header: string | undefined,
  supported: readonly string[]
): string | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const exact = supported.find((locale) => locale.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const sameLanguage = supported.find((locale) => locale.toLowerCase().split('-')[0] === language)
    if (sameLanguage) return sameLanguage
  }
  return null
}

/**
 * Whether a request is a visitor's entry into the site (typed address, bookmark, a link from
 * another site) rather than a step inside it: `Sec-Fetch-Site` says so. Without the header
 * (older browsers, tools, most crawlers) nothing says it is an entry.
 */
function isEntry(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site')
  return site === 'none' || site === 'cross-site'
}

/**
 * The language an entry on the unprefixed home should go to, when it is not French: the one the
 * cookie remembers, else, on a first visit, the one the browser prefers. Null when the visitor
 * stays (a crawler, a step inside the site, French chosen or preferred).
 */
function entryLanguage(c: Context<AppEnv>, supported: readonly string[]): Language | null {
  const { asData, path } = c.get('pageRequest')
  if (path !== '/' || asData || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return null
  if (c.get('isBot') || !isEntry(c)) return null
  const cookie = getCookie(c, LOCALE_COOKIE)
  const chosen =
    cookie !== undefined && supported.includes(cookie)
      ? cookie
      : localeFromAcceptLanguage(c.req.header('accept-language'), supported)
  const language = LANGUAGES.find((candidate) => LOCALES[candidate] === chosen)
  return language && languagePrefix(language) ? language : null
}

/**
 * The page's language (docs/decisions/0037). A page's language is its path's (`/de/…` German,
 * the rest French), never a header's; serving a page in a language records it in the locale
 * cookie (spec §1: 365 days), which is how the site remembers a visitor's choice through the
 * language switch. Headers decide one thing only: an entry on the unprefixed home `/` goes to the
 * home of the language the cookie remembers or, on a first visit, that the browser prefers.
 */
export function locale(options: {
  supported: readonly string[]
  fallback: string
}): MiddlewareHandler<AppEnv> {
  if (!options.supported.includes(options.fallback)) {
    throw new Error(`locale: the fallback ${options.fallback} is not a supported locale`)
  }
  return async function localeMiddleware(c, next) {
    const { asData, path } = c.get('pageRequest')
    const pageLocale = LOCALES[languageOfPath(path)]
    c.set('locale', options.supported.includes(pageLocale) ? pageLocale : options.fallback)
    const isHome = path === '/' && !asData
    const redirectTo = entryLanguage(c, options.supported)
    if (redirectTo) {
      const url = new URL(c.req.url)
      c.header('Cache-Control', 'private, no-store')
      c.header('Vary', HOME_VARY)
      return c.redirect(
        sameSitePath(`${languagePrefix(redirectTo)}${url.search}`) ?? languagePrefix(redirectTo),
        302
      )
    }
    await next()
    if (isHome) {
      // The same URL answers a redirect to some visitors: no shared cache may keep the page for
      // the next one, and the browser asks again each time (the isolate's page cache still
      // answers it from memory, docs/decisions/0018). An answer kept by no cache stays so.
      if (c.res.headers.get('cache-control')?.startsWith('public')) {
        c.header('Cache-Control', 'private, no-cache')
      }
      c.header('Vary', HOME_VARY)
    }
    const status = c.res.status
    const isDocument =
      !asData &&
      (status === 304 ||
        (status < 300 && c.res.headers.get('content-type')?.startsWith('text/html') === true))
    const chosen = c.get('locale')
    if (isDocument && getCookie(c, LOCALE_COOKIE) !== chosen) {
      setCookie(c, LOCALE_COOKIE, chosen, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
      })
    }
  }
}
