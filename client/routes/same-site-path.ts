/**
 * The one decision of whether a path stays on this site (docs/decisions/0040). Every redirect
 * the Worker emits (the trailing-slash rule, the lead forms' answers, legacy and loader
 * redirects, the language entry) and every internal href built from outside data (CMS
 * multilinks, rich-text links, the language switch) goes through it.
 *
 * Browsers forgive a lot in a URL: they drop tabs and newlines anywhere, read `\` as `/`, and
 * resolve dot segments (also percent-encoded ones, `%2e%2e`) before they look at the result. A
 * path that looks harmless can so become `//evil.example`, which a browser reads as another
 * host. The guard therefore refuses the tricks outright (control characters, backslashes), then
 * resolves the path as a browser would (WHATWG URL) and checks the result, which is what it
 * returns: what was checked is what is emitted.
 */

/** Long enough for any page with filters; a longer "path" is not a link someone wrote. */
export const MAX_SAME_SITE_PATH = 2048

const BASE = 'http://x.invalid'

/**
 * What no path of ours holds: C0 controls and DEL (tabs and newlines, which browsers strip),
 * backslashes (which they read as slashes); or, at its start, a second slash or backslash,
 * written out or percent-encoded. Other characters a URL cannot hold are percent-encoded by the
 * resolution below.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const REFUSED = /[\u0000-\u001f\u007f\\]|^\/(?:\/|%2f|%5c)/i

/**
 * The same-site path `raw` leads to (path, query and fragment, as a browser would request it),
 * or `null` when it could lead anywhere else or is no path at all.
 *
 * @example
 * sameSitePath('/stock?brand=kia')  // '/stock?brand=kia'
 * sameSitePath('/a/../contact#form') // '/contact#form'
 * sameSitePath('//evil.example')     // null
 * sameSitePath('/.//evil.example')   // null (resolves to //evil.example)
 * sameSitePath('/\\evil.example')    // null
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/' || raw.length > MAX_SAME_SITE_PATH || REFUSED.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = url.pathname + url.search + url.hash
  // Dot segments can leave `//host` behind: `/.//host`, `/a/%2e%2e//host`.
  return REFUSED.test(path) ? null : path
}
