/**
 * Key normalization of the legacy redirect table, shared by the checker (Node) and the Worker's
 * redirect store: both must turn "the same old URL" into the same KV key, or a row that passed
 * the check would never be found. Pure string work, no Node or Workers API.
 */

/** KV refuses keys longer than this (bytes); a get with a longer key throws. */
export const MAX_KEY_BYTES = 512

/**
 * Campaign and click identifiers added by ads, newsletters and analytics. They never select a
 * different old page, so they are left out of the key (an ad click on an old listing must still
 * match its row) and carried over to the target so attribution survives the redirect.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
])

/** Only `/fr` and what lies under `/fr/` is legacy space (any letter case). */
export function isLegacyPath(pathname: string): boolean {
  if (pathname.length < 3) return false
  if (pathname.slice(0, 3).toLowerCase() !== '/fr') return false
  return pathname.length === 3 || pathname[3] === '/'
}

/** Decodes each `%XX` on its own, so one malformed escape does not leave the rest encoded. */
function decodePercent(text: string): string {
  if (!text.includes('%')) return text
  return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * `/FR//Vehicules-Neufs/Ford/` → `/fr/vehicules-neufs/ford`: decoded, lowercased, repeated and
 * trailing slashes removed. The old CMS answered every casing and trailing slash with the same
 * page, so its URLs circulate in all of these forms.
 */
export function normalizePath(path: string): string {
  const decoded = decodePercent(path)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
  const trimmed = decoded.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * The key part of a query string: tracking and empty-named parameters dropped, names and values
 * lowercased, sorted (the old site wrote filters in no stable order), re-encoded one way.
 * Returns '' or a string starting with '?'.
 */
export function normalizeQuery(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search
  if (raw === '') return ''
  const pairs: [string, string][] = []
  for (const [name, value] of new URLSearchParams(raw)) {
    const key = name.toLowerCase()
    if (key === '' || TRACKING_PARAMS.has(key)) continue
    pairs.push([key, value.toLowerCase()])
  }
  if (pairs.length === 0) return ''
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  return `?${new URLSearchParams(pairs).toString()}`
}

/** The table key of an old URL written as path plus optional query (fragment ignored). */
export function legacyKey(pathAndQuery: string): string {
  const withoutFragment = pathAndQuery.split('#', 1)[0] ?? ''
  const queryAt = withoutFragment.indexOf('?')
  if (queryAt < 0) return normalizePath(withoutFragment)
  return (
    normalizePath(withoutFragment.slice(0, queryAt)) +
    normalizeQuery(withoutFragment.slice(queryAt + 1))
  )
}

/** UTF-8 length without allocating for the common all-ASCII case. */
export function byteLength(text: string): number {
  // Each UTF-16 unit encodes to at most 3 bytes: short strings cannot exceed the limit.
  if (text.length * 3 <= MAX_KEY_BYTES) return text.length
  return new TextEncoder().encode(text).length
}

/**
 * The keys to try for a request, most specific first: path plus query when the request has a
 * query that survives normalization, then the path alone. Keys KV would refuse are left out.
 */
export function lookupKeys(pathname: string, search: string): string[] {
  const path = normalizePath(pathname)
  const query = normalizeQuery(search)
  const keys = query === '' ? [path] : [path + query, path]
  return keys.filter((key) => byteLength(key) <= MAX_KEY_BYTES)
}

/** The request's tracking parameters, to be carried over to the redirect target. */
export function trackingParams(search: string): [string, string][] {
  if (search === '' || search === '?') return []
  const kept: [string, string][] = []
  for (const [name, value] of new URLSearchParams(search)) {
    if (TRACKING_PARAMS.has(name.toLowerCase())) kept.push([name, value])
  }
  return kept
}

/** `target` with extra query parameters, placed before any fragment. */
export function withParams(target: string, params: readonly [string, string][]): string {
  if (params.length === 0) return target
  const hashAt = target.indexOf('#')
  const base = hashAt < 0 ? target : target.slice(0, hashAt)
  const fragment = hashAt < 0 ? '' : target.slice(hashAt)
  const extra = new URLSearchParams([...params]).toString()
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${fragment}`
}
