/** A benchmarked request and, when it has one, its budget as a share of the trivial route. */
export interface Scenario {
  name: string
  path: string
  headers?: Record<string, string>
  expectStatus: number
  /** Minimum req/s as a fraction of the trivial route's in the same run (DESIGN.md §5). */
  budget?: number
  /**
   * When set, every request asks for a path of its own (`path` is only the first): a URL the
   * server has never seen, so nothing it remembers between requests answers it.
   */
  nextPath?: () => string
  /**
   * The name of an earlier scenario this one must match: the same page in another language
   * (issue 18) must render as fast, within `PARITY_TOLERANCE`.
   */
  sameAs?: string
}

/** How far below its counterpart's req/s a `sameAs` scenario may fall (the run's noise). */
export const PARITY_TOLERANCE = 0.1

/**
 * Paths that are each requested once: `/fr/x?bench=1`, `/fr/x?bench=2`, … over the given rows
 * (paths without a query). A legacy path with an unknown query is two KV keys, the path plus query
 * (absent) then the path alone (a redirect row): the same one bulk get as a listing row, and a
 * lookup no isolate has seen before.
 */
export function distinctLegacyPaths(rows: readonly string[]): () => string {
  if (rows.length === 0 || rows.some((row) => row.includes('?'))) {
    throw new Error('distinctLegacyPaths: rows are old paths without a query')
  }
  let count = 0
  return () => {
    count++
    return `${rows[count % rows.length]}?bench=${count}`
  }
}

/**
 * `/stock?bench=1`, `/stock?bench=2`, …: a page URL never asked before on every request, so the
 * page cache (docs/decisions/0018) never answers it and the loader and the render run each time.
 * The parameter means nothing to the pages, so their data stays the warm KV entries.
 */
export function distinctPageUrls(path: string): () => string {
  if (path.includes('?')) throw new Error('distinctPageUrls: a path without a query')
  let count = 0
  return () => `${path}?bench=${++count}`
}

/** A page rendered for every request: loader (warm KV) and render, no page cache. */
function rendered(name: string, path: string, budget?: number, sameAs?: string): Scenario {
  const nextPath = distinctPageUrls(path)
  return { name, path: nextPath(), nextPath, expectStatus: 200, budget, ...(sameAs && { sameAs }) }
}

const STOCK_RENDERED = 'stock overview (/stock), 24 cards, warm KV'

/** The reference: a route that does no work beyond the middleware chain. */
export const trivial: Scenario = {
  name: 'trivial route (/builds/latest.json)',
  path: '/builds/latest.json',
  expectStatus: 200,
}

export const scenarios: Scenario[] = [
  rendered('home page (rendered, a new URL each time)', '/'),
  {
    // The same page again and again: the isolate's page cache answers, no loader, no render.
    name: 'home page, served from cache',
    path: '/',
    expectStatus: 200,
    budget: 0.8,
  },
  {
    // A revalidation (browsers, the edge cache in front) answered from the page cache.
    name: 'home page, from cache (ETag revalidation, 304)',
    path: '/',
    headers: { 'if-none-match': '__ETAG__' },
    expectStatus: 304,
    budget: 0.8,
  },
  {
    // A row of the embedded default's table (a chain collapsed by the checker); the query makes
    // the lookup the longer kind: path plus query, then the path alone. The same old URL again
    // and again, as ads and search engines send it: after the first, the isolate remembers it.
    name: 'legacy 301 (embedded table, listing)',
    path: '/fr/vehicules-occasion-stock?fuel=diesel&utm_source=bench',
    expectStatus: 301,
    budget: 0.8,
  },
  (() => {
    // The KV lookup itself: an old URL never asked before on every request (no budget: this
    // is what the first visit of an old URL costs in an isolate).
    const nextPath = distinctLegacyPaths(['/fr/nouvelles', '/fr/recrutement', '/fr/nos-valeurs'])
    return {
      name: 'legacy 301 (embedded table, a new URL each time)',
      path: nextPath(),
      nextPath,
      expectStatus: 301,
    }
  })(),
  // A CMS page rendered from the story cached in KV (the first request warms it): a floor that
  // catches a regression of the render path (DESIGN.md §5 sets no figure for it).
  rendered('content page, warm KV (/services/carrosserie)', '/services/carrosserie', 0.2),
  // The stock overview with its filters and 24 cards, the search read from KV: at least 35 % of
  // the trivial route (DESIGN.md §5, issue 14).
  rendered(STOCK_RENDERED, '/stock', 0.35),
  // The same page in German: its own route table, catalogues and content reads (issue 18).
  rendered('stock overview in German (/de/stock), warm KV', '/de/stock', 0.35, STOCK_RENDERED),
  {
    // The largest page, the same URL again: from the page cache, the body is most of the cost.
    name: 'stock overview (/stock), served from cache',
    path: '/stock',
    expectStatus: 200,
    budget: 0.8,
  },
]

/**
 * The legacy 301 measured against a REDIRECTS table of `size` rows (DESIGN.md §5): `hot`, one
 * listing row asked again and again (the isolate remembers it after the first request); `lookup`,
 * rows of the table each asked once, so that every request reads KV. The budget applies to the
 * first; the flatness across sizes to the second, the one whose cost the table size could change.
 */
export function legacyRedirectScenarios(
  size: number,
  path: string,
  rows: readonly string[]
): { hot: Scenario; lookup: Scenario } {
  const label = `${size.toLocaleString('en')} rows`
  const nextPath = distinctLegacyPaths(rows)
  return {
    hot: { name: `legacy 301 (${label}, same URL)`, path, expectStatus: 301, budget: 0.8 },
    lookup: {
      name: `legacy 301 (${label}, a new URL each time)`,
      path: nextPath(),
      nextPath,
      expectStatus: 301,
    },
  }
}
