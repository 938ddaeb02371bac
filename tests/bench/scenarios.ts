/** A benchmarked request and, when it has one, its budget as a share of the trivial route. */
export interface Scenario {
  name: string
  path: string
  headers?: Record<string, string>
  expectStatus: number
  /** Minimum req/s as a fraction of the trivial route's in the same run (DESIGN.md §5). */
  budget?: number
}

/** The reference: a route that does no work beyond the middleware chain. */
export const trivial: Scenario = {
  name: 'trivial route (/builds/latest.json)',
  path: '/builds/latest.json',
  expectStatus: 200,
}

export const scenarios: Scenario[] = [
  { name: 'home page (rendered)', path: '/', expectStatus: 200 },
  {
    name: 'home page (ETag revalidation, 304)',
    path: '/',
    headers: { 'if-none-match': '__ETAG__' },
    expectStatus: 304,
    budget: 0.8,
  },
  {
    // A row of the embedded default's table (a chain collapsed by the checker); the query makes
    // the lookup the longer kind: path plus query, then the path alone.
    name: 'legacy 301 (embedded table, listing)',
    path: '/fr/vehicules-occasion-stock?fuel=diesel&utm_source=bench',
    expectStatus: 301,
    budget: 0.8,
  },
  {
    // A CMS page rendered from the story cached in KV (the first request warms it); same budget
    // as the other KV-backed rendered page, the stock overview (DESIGN.md §5).
    name: 'content page, warm KV (/services/carrosserie)',
    path: '/services/carrosserie',
    expectStatus: 200,
    budget: 0.2,
  },
  {
    // The stock overview with its filters and 24 cards, the search read from KV (DESIGN.md §5).
    name: 'stock overview (/stock), 24 cards, warm KV',
    path: '/stock',
    expectStatus: 200,
    budget: 0.2,
  },
]

/** The legacy 301 measured against a REDIRECTS table of `size` rows (DESIGN.md §5). */
export function legacyRedirectScenario(size: number, path: string): Scenario {
  return {
    name: `legacy 301 (${size.toLocaleString('en')} rows)`,
    path,
    expectStatus: 301,
    budget: 0.8,
  }
}
