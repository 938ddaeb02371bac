/**
 * The browser-side half of `npm run size` (DESIGN.md §5): the JavaScript a phone's Chromium
 * actually fetches on every page template, counted from the browser's own resource timings, with
 * each file weighed as the build-side figure weighs it (gzip -9 of the built file).
 * - before hydration ends (`<html data-hydrated>`): ≤ 90 KB and ≤ 25 script requests;
 * - until the network is idle (idle preloads, analytics and monitoring code included): ≤ 120 KB.
 * The page is opened on a phone-sized screen and not scrolled: blocks further down load their
 * code when a reader gets near them, outside both figures (docs/decisions/0015).
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../client/locale/language.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startLocalServer } from '../tests/bench/server.ts'
import { templates } from '../tests/e2e/templates.ts'
import { HYDRATED_MARK } from '../framework/hydration/hydrated-mark.ts'
import { alternatePath } from '../client/routes/alternate-path.ts'
import { browserPath, CHROMIUM_FLAGS } from './browser/find-browser.ts'

export const BROWSER_BUDGET = {
  beforeHydration: { bytes: 90 * 1024, requests: 25 },
  untilIdle: { bytes: 120 * 1024 },
}

export interface ScriptFigure {
  requests: number
  bytes: number
}

export interface BrowserRow {
  page: string
  path: string
  beforeHydration: ScriptFigure
  untilIdle: ScriptFigure
  /** Milliseconds from navigation to `data-hydrated`. */
  hydratedAtMs: number
  /** Every script fetched, in order, with its weight and whether hydration had ended. */
  scripts: { path: string; bytes: number; afterHydration: boolean }[]
}

/** A phone (viewport of a current mid-range Android, touch, high density). */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
}

/** No new script for this long after hydration: the network is idle as far as code goes. */
const QUIET_MS = 2_000

/**
 * Opens each page in Chromium and reports the scripts it fetched. `clientDir` is the build's
 * client output (dist/client), where each fetched `/assets/…` file is weighed.
 */
export async function measureInBrowser(
  baseUrl: string,
  pages: readonly { name: string; path: string; status?: number }[],
  clientDir: string
): Promise<BrowserRow[]> {
  const gzipped = new Map<string, number>()
  const weigh = (pathname: string) => {
    let size = gzipped.get(pathname)
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, pathname)), { level: 9 }).length
      gzipped.set(pathname, size)
    }
    return size
  }
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_FLAGS })
  const rows: BrowserRow[] = []
  try {
    for (const { name, path, status } of pages) {
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
      // A served build that cannot reach its data answers every page with the light error page,
      // which would pass every budget: measure only the page the template stands for.
      if (status !== undefined && response?.status() !== status) {
        throw new Error(`${path} answered ${response?.status()} instead of ${status}`)
      }
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 30_000,
        })
        .catch((error: unknown) => {
          throw new Error(`${path} did not hydrate within 30 s`, { cause: error })
        })
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ url: entry.name, start: entry.startTime }))
            .filter(({ url }) => new URL(url).origin === location.origin && url.endsWith('.js'))
            // Leaflet loads where a map is shown, outside the budget (DESIGN.md §5).
            .filter(({ url }) => !/\/leaflet[^/]*\.js$/.test(url))
        )
      // Until no script has been requested for QUIET_MS: idle preloads and deferred code in.
      let seen = -1
      for (let current = (await scripts()).length; current !== seen;) {
        seen = current
        await page.waitForTimeout(QUIET_MS)
        current = (await scripts()).length
      }
      // The moment hydration ended, on the page's clock (the one resource timings use).
      const hydratedAt = await page.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        HYDRATED_MARK
      )
      const fetched = await scripts()
      const figure = (list: typeof fetched): ScriptFigure => ({
        requests: list.length,
        bytes: list.reduce((total, { url }) => total + weigh(new URL(url).pathname), 0),
      })
      rows.push({
        page: name,
        path,
        beforeHydration: figure(fetched.filter(({ start }) => start < hydratedAt)),
        untilIdle: figure(fetched),
        hydratedAtMs: Math.round(hydratedAt),
        scripts: fetched.map(({ url, start }) => ({
          path: new URL(url).pathname,
          bytes: weigh(new URL(url).pathname),
          afterHydration: start >= hydratedAt,
        })),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}

/** The rows over budget, as lines of the report. */
export function browserFailures(rows: readonly BrowserRow[]): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const { beforeHydration, untilIdle } = BROWSER_BUDGET
  return rows.flatMap((row) => [
    ...(row.beforeHydration.bytes > beforeHydration.bytes
      ? [
          `${row.path}: ${kb(row.beforeHydration.bytes)} before hydration > ${kb(beforeHydration.bytes)}`,
        ]
      : []),
    ...(row.beforeHydration.requests > beforeHydration.requests
      ? [
          `${row.path}: ${row.beforeHydration.requests} scripts before hydration > ${beforeHydration.requests}`,
        ]
      : []),
    ...(row.untilIdle.bytes > untilIdle.bytes
      ? [`${row.path}: ${kb(row.untilIdle.bytes)} until idle > ${kb(untilIdle.bytes)}`]
      : []),
  ])
}

/**
 * Every template in every other language too: its page under the language's prefix loads that
 * language's bundle (docs/decisions/0036).
 */
export const measuredTemplates = [
  ...templates,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    templates.map((template) => ({
      ...template,
      name: `${template.name} (${language})`,
      path: alternatePath(template.path, language) ?? `/${language}${template.path}`,
    }))
  ),
]

/**
 * Serves the build in `root` (dist/, already built) on a local state of its own, seeded with the
 * demo data, and measures every page template (tests/e2e/templates.ts), in French and German, in
 * Chromium.
 */
export async function measureBuild(root: string): Promise<BrowserRow[]> {
  const server = await startLocalServer({
    // Another port with SIZE_PORT, for machines where several checkouts measure at once.
    port: Number(process.env.SIZE_PORT ?? 8798),
    stateDir: join(root, '.wrangler/size-state'),
    build: false,
    // None of the templates is a legacy URL: the redirect table would only slow the start.
    seedArgs: ['--no-redirects'],
  })
  try {
    return await measureInBrowser(server.baseUrl, measuredTemplates, join(root, 'dist/client'))
  } finally {
    server.stop()
  }
}

/** The browser-side table of `npm run size`. */
export function printBrowserRows(rows: readonly BrowserRow[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9)
  console.log(
    '\nJavaScript fetched in Chromium on a phone (gzip; budget ≤ 90 KB and ≤ 25 scripts before hydration ends, ≤ 120 KB until the network is idle; Leaflet aside):'
  )
  console.log(`  ${'page'.padEnd(31)} before hydration   until idle   hydrated at`)
  for (const row of rows) {
    console.log(
      `  ${row.page.padEnd(31)} ${String(row.beforeHydration.requests).padStart(3)} × ${kb(row.beforeHydration.bytes)}  ${String(row.untilIdle.requests).padStart(3)} × ${kb(row.untilIdle.bytes)}  ${String(row.hydratedAtMs).padStart(6)} ms`
    )
  }
}
