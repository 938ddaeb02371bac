import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env.ts'

export const LOCALE_COOKIE = 'locale'
/** Spec §1 and §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

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
 * Locale detection of spec §1: cookie, then the browser's languages, then the fallback. The
 * cookie is written only when it is missing or stale, so most responses stay cacheable.
 */
export function locale(options: {
  supported: readonly string[]
  fallback: string
}): MiddlewareHandler<AppEnv> {
  if (!options.supported.includes(options.fallback)) {
    throw new Error(`locale: the fallback ${options.fallback} is not a supported locale`)
  }
  return async function localeMiddleware(c, next) {
    const fromCookie = getCookie(c, LOCALE_COOKIE)
    const cookieValid = fromCookie !== undefined && options.supported.includes(fromCookie)
    const chosen =
      (cookieValid ? fromCookie : null) ??
      localeFromAcceptLanguage(c.req.header('accept-language'), options.supported) ??
      options.fallback
    c.set('locale', chosen)
    await next()
    const isPage = c.res.headers.get('content-type')?.startsWith('text/html') === true
    if (isPage && fromCookie !== chosen) {
      setCookie(c, LOCALE_COOKIE, chosen, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
      })
    }
  }
}
