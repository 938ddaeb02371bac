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
export const trivial: Scenario = { name: 'trivial route (/builds/latest.json)', path: '/builds/latest.json', expectStatus: 200 }

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
    // The stock overview with its filters and 24 cards, the search read from KV (DESIGN.md §5).
    name: 'stock overview (/stock), 24 cards, warm KV',
    path: '/stock',
    expectStatus: 200,
    budget: 0.2,
  },
]
