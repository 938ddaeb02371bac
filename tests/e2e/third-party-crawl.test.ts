import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { type LinkResult, LinkState, check } from 'linkinator'
import { describe, expect, inject, it } from 'vitest'
import { matchRoute } from '../../client/routes/match-route.ts'

/**
 * The served build (`npm start`'s way: the Worker in workerd behind the local edge) crawled by a
 * crawler that is not the project's own (tests/e2e/site-crawler.ts): linkinator, as a visitor
 * might point it at the site, 8 requests at a time, following internal links from the home page.
 * It reads the bodies it parses and cancels the others mid-answer, asks HEAD where it only checks,
 * and gives each request 30 s: every link must answer, none may time out (issue 28, ADR 0044).
 *
 * Bounded to a few minutes on two cores: vehicle pages (and their form pages) are ~9,000 of the
 * ~9,700 links and all alike, so one vehicle in VEHICLE_SAMPLE is followed, the others skipped.
 * Static files, the stock overview with its filters and pages, models, dealerships and content
 * pages are all crawled.
 */

const baseUrl = inject('baseUrl')
const CONCURRENCY = 8
const TIMEOUT_MS = 30_000
/** One vehicle in this many is crawled (by its number), with its form pages. */
const VEHICLE_SAMPLE = 100
/** Pages of a stock listing crawled for each filter combination (`?page=` beyond is skipped). */
const LISTING_PAGES = 2

const VEHICLE_PAGES = new Set([
  'vehicle-detail',
  'vehicle-interest',
  'vehicle-test-drive',
  'vehicle-lease-calculator',
])

/** The vehicle a vehicle page (or one of its form pages) shows, or null for any other page. */
function vehicleOf(url: URL): string | null {
  const match = matchRoute(url.pathname)
  if (match?.kind !== 'match' || !VEHICLE_PAGES.has(match.route.page)) return null
  return match.params.vehicle ?? null
}

/** The stock overview, with or without filters, in either language. */
function isListing(url: URL): boolean {
  return /^\/(de\/)?stock\/?$/.test(url.pathname)
}

/** What a crawled link is, for the report and the coverage checks. */
function kindOf(url: URL): 'file' | 'listing' | 'vehicle' | 'page' {
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return 'file'
  if (isListing(url)) return 'listing'
  return vehicleOf(url) === null ? 'page' : 'vehicle'
}

/** Links left out: other sites (canonical and social links), and most vehicles. */
function skipped(link: string, origin: string): boolean {
  const url = new URL(link)
  if (url.origin !== origin) return true
  if (isListing(url)) return Number(url.searchParams.get('page') ?? 1) > LISTING_PAGES
  const vehicle = vehicleOf(url)
  if (vehicle === null) return false
  return Number(/^\d+/.exec(vehicle)?.[0] ?? Number.NaN) % VEHICLE_SAMPLE !== 0
}

/** Time to the answer's headers of every request the crawler made (undici's own channels). */
function timeToHeaders() {
  const started = new WeakMap<object, number>()
  const times: number[] = []
  const onCreate = (message: unknown) => {
    const { request } = message as { request: object }
    started.set(request, performance.now())
  }
  const onHeaders = (message: unknown) => {
    const { request } = message as { request: object }
    const start = started.get(request)
    if (start !== undefined) times.push(performance.now() - start)
  }
  subscribe('undici:request:create', onCreate)
  subscribe('undici:request:headers', onHeaders)
  return {
    stop() {
      unsubscribe('undici:request:create', onCreate)
      unsubscribe('undici:request:headers', onHeaders)
      times.sort((a, b) => a - b)
      const at = (share: number) =>
        Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0)
      return { requests: times.length, p50: at(0.5), p99: at(0.99), max: at(1) }
    },
  }
}

function describeLink(link: LinkResult): string {
  const why = (link.failureDetails ?? [])
    .map((detail) => (detail instanceof Error ? `${detail.name}: ${detail.message}` : ''))
    .filter(Boolean)
    .join('; ')
  return `${link.status ?? 0} ${link.url} (from ${link.parent ?? 'the start'})${why ? ` ${why}` : ''}`
}

describe('the served site, crawled by a third-party crawler', () => {
  it('answers every internal link linkinator finds, 8 at a time, none timing out', async () => {
    const origin = new URL(baseUrl).origin
    const timing = timeToHeaders()
    const started = Date.now()
    const result = await check({
      path: `${baseUrl}/`,
      recurse: true,
      concurrency: CONCURRENCY,
      timeout: TIMEOUT_MS,
      linksToSkip: (link) => Promise.resolve(skipped(link, origin)),
    })
    const seconds = Math.round((Date.now() - started) / 1000)
    const figures = timing.stop()
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED)
    const broken = checked.filter((link) => link.state === LinkState.BROKEN)
    const timedOut = broken.filter((link) =>
      (link.failureDetails ?? []).some(
        (detail) => detail instanceof Error && detail.name === 'TimeoutError'
      )
    )
    const kinds = { file: 0, listing: 0, vehicle: 0, page: 0 }
    for (const link of checked) kinds[kindOf(new URL(link.url))]++
    console.info(
      `third-party crawl: ${checked.length} links checked in ${seconds} s (${kinds.file} files, ${kinds.listing} stock listings, ${kinds.vehicle} vehicle pages, ${kinds.page} other pages; ${figures.requests} requests, time to headers p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms); ${broken.length} broken, ${timedOut.length} timed out`
    )
    expect(broken.map(describeLink)).toEqual([])
    // What the crawl is meant to cover, so that a skip rule gone wrong cannot pass it empty.
    expect(kinds.file).toBeGreaterThan(20)
    expect(kinds.listing).toBeGreaterThan(20)
    expect(kinds.vehicle).toBeGreaterThan(10)
    expect(kinds.page).toBeGreaterThan(50)
  }, 900_000)
})
