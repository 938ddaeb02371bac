import { LinkChecker, type LinkResult, LinkState } from 'linkinator'
import { describe, expect, inject, it } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../client/locale/language.ts'
import { matchRoute } from '../../client/routes/match-route.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { type MixingFinding, foreignInterfaceTexts, mixingFindings } from './language-mixing.ts'

/**
 * The whole site as a visitor (or a search engine) walks it: from the home page over the served
 * production build, every internal link followed by linkinator (DESIGN.md §5: 0 broken internal
 * links, 0 × 5xx), then every URL of the sitemap answering 200 and reachable from the home page.
 * Both languages (issue 18): the language switch and the hreflang alternates lead the crawl from
 * French pages to German ones and back, and no page may show the other language's interface text
 * (tests/e2e/language-mixing.ts).
 *
 * One family is fetched but not parsed: the ~4,800 form pages of the stock's vehicles (interest,
 * test drive, lease calculator; noindex tools of their vehicle's page). Each must answer 200;
 * their own links are the frame every page has plus the same form with the calculator's values
 * in the query, so following them would double the crawl (beyond the few minutes `npm test` can
 * give it on two cores) for pages the crawl has already seen.
 */

const baseUrl = inject('baseUrl')
/** Simultaneous requests: the build is served by one local workerd on a shared two-core machine. */
const CONCURRENCY = 8
const FORM_PAGES = new Set(['vehicle-interest', 'vehicle-test-drive', 'vehicle-lease-calculator'])

/** A vehicle's form page, by the route table. */
function isVehicleFormPage(url: URL): boolean {
  const match = matchRoute(url.pathname)
  return match?.kind === 'match' && FORM_PAGES.has(match.route.page)
}

/** The site's own absolute URL (canonical links, Open Graph, JSON-LD), from the home page. */
async function siteOrigin(): Promise<string> {
  const home = await (await fetch(`${baseUrl}/`)).text()
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]
  if (!canonical) throw new Error('the home page has no canonical link')
  return new URL(canonical).origin
}

/** Every `<loc>` of the sitemap index's children, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await fetch(baseUrl + path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'))
    )
  const children = await locs('/sitemap.xml')
  expect(children.length).toBeGreaterThan(0)
  const pages = await Promise.all(children.map((child) => locs(child.pathname)))
  return pages.flat().map((url) => url.pathname + url.search)
}

/**
 * GET each URL, `CONCURRENCY` at a time: its status, 0 when no answer came. `onDocument` reads the
 * body of each HTML answer.
 */
async function statuses(
  urls: readonly string[],
  onDocument: (url: string, html: string) => void = () => {}
): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
        const body = await response.text()
        if (response.headers.get('content-type')?.startsWith('text/html')) onDocument(url, body)
        found.set(url, response.status)
      } catch {
        found.set(url, 0)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return found
}

/** Files (scripts, styles, images, the sitemap) and payloads are no pages to read. */
function isPage(url: URL): boolean {
  return !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith('/__')
}

/** A spread sample: first, last and evenly spaced items in between. */
function sample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items]
  const step = (items.length - 1) / (count - 1)
  return Array.from({ length: count }, (_, index) => items[Math.round(index * step)] as T)
}

/**
 * Form pages whose text is read for the mixing check, per language: a spread sample, since their
 * frame is every page's and their form the same on each vehicle (reading all ~10,000 against
 * every catalogue text would triple the crawl).
 */
const FORM_PAGES_READ = 150

/**
 * Form pages of the other languages fetched for their status, per language: a spread sample. They
 * are the default language's form pages with the language's prefix, rendered by the same loaders
 * (whose German output the workerd suite checks), and fetching all ~5,600 more would double the
 * crawl's minutes in `npm test` for no route the French pass has not answered.
 */
const OTHER_LANGUAGE_FORM_PAGES = 600

/**
 * Reads pages for interface text of the other language (issue 18), and sums up what it found:
 * each text once, with the catalogues holding it, how many pages show it and a few of them.
 */
function mixingCheck(foreign: Record<Language, Awaited<ReturnType<typeof foreignInterfaceTexts>>>) {
  const byText = new Map<string, { finding: MixingFinding; language: Language; paths: string[] }>()
  const pages = { fr: 0, de: 0 }
  const mixed = new Set<string>()
  return {
    pages,
    mixed,
    read(url: string, html: string) {
      const { pathname, search } = new URL(url)
      const language = languageOfPath(pathname)
      pages[language]++
      for (const finding of mixingFindings(html, foreign[language])) {
        mixed.add(pathname + search)
        const entry = byText.get(`${language} ${finding.text}`) ?? { finding, language, paths: [] }
        entry.paths.push(pathname + search)
        byText.set(`${language} ${finding.text}`, entry)
      }
    },
    summary(): string {
      return [...byText.values()]
        .sort((a, b) => b.paths.length - a.paths.length)
        .map(
          ({ finding, language, paths }) =>
            `${paths.length} ${language} page(s) show "${finding.text}" (${finding.labels.join(', ')}; …${finding.context}…), e.g. ${sample(paths, 3).join(' ')}`
        )
        .join('\n')
    },
  }
}

function describeLink(link: LinkResult): string {
  const failure = link.failureDetails?.[0]
  const reason = failure instanceof Error ? ` ${failure.message}` : ''
  return `${link.status ?? 0} ${link.url} (from ${link.parent ?? 'the start'})${reason}`
}

describe('the whole site, crawled from the home page', () => {
  it('has no broken internal link, no 5xx, no page mixing languages, and every sitemap URL answers 200 and is linked', async () => {
    const origin = new URL(baseUrl).origin
    const site = await siteOrigin()
    const foreign = Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(
          async (language) =>
            [
              language,
              await foreignInterfaceTexts(
                language,
                LANGUAGES.filter((other) => other !== language)
              ),
            ] as const
        )
      )
    ) as Record<Language, Awaited<ReturnType<typeof foreignInterfaceTexts>>>
    const mixing = mixingCheck(foreign)
    const formPages = new Set<string>()
    const checker = new LinkChecker()
    const started = Date.now()
    const result = await checker.check({
      path: `${baseUrl}/`,
      recurse: true,
      concurrency: CONCURRENCY,
      timeout: 30_000,
      // The site's absolute URLs point at its configured origin: check them on this server.
      urlRewriteExpressions:
        site === origin ? [] : [{ pattern: new RegExp(`^${site}`), replacement: origin }],
      linksToSkip: async (link) => {
        // No network here, and other hosts are not this site's to answer for.
        if (!link.startsWith(`${origin}/`)) return true
        const url = new URL(link)
        if (!isVehicleFormPage(url)) return false
        formPages.add(url.origin + url.pathname + url.search)
        return true
      },
    })
    const crawled = result.links.filter(
      (link) => link.state !== LinkState.SKIPPED && link.url.startsWith(origin)
    )
    const formsByLanguage = LANGUAGES.map((language) =>
      [...formPages].filter((url) => languageOfPath(new URL(url).pathname) === language)
    )
    const forms = await statuses(
      LANGUAGES.flatMap((language, index) => {
        const urls = formsByLanguage[index] ?? []
        return language === DEFAULT_LANGUAGE ? urls : sample(urls, OTHER_LANGUAGE_FORM_PAGES)
      })
    )
    // Every page linkinator parsed, and a sample of the form pages, read for the mixing check.
    const pages = crawled
      .filter((link) => link.status === 200 && isPage(new URL(link.url)))
      .map((link) => link.url)
    await statuses(
      [...new Set([...pages, ...formsByLanguage.flatMap((urls) => sample(urls, FORM_PAGES_READ))])],
      mixing.read
    )
    const seconds = Math.round((Date.now() - started) / 1000)
    const broken = crawled.filter((link) => link.state === LinkState.BROKEN).map(describeLink)
    const brokenForms = [...forms].filter(([, status]) => status !== 200)
    const serverErrors = [
      ...crawled.filter((link) => (link.status ?? 0) >= 500).map(describeLink),
      ...brokenForms
        .filter(([, status]) => status >= 500)
        .map(([url, status]) => `${status} ${url}`),
    ]
    const unanswered = crawled.filter((link) => !link.status).length
    console.info(
      `crawl: ${crawled.length} internal links checked by linkinator and ${forms.size} vehicle form pages fetched in ${seconds} s; ${broken.length + brokenForms.length} broken, ${serverErrors.length} × 5xx, ${unanswered + brokenForms.filter(([, status]) => status === 0).length} without an answer`
    )
    console.info(
      `crawl: ${mixing.pages.fr} French and ${mixing.pages.de} German pages read, ${mixing.mixed.size} of them showing interface text of the other language`
    )
    if (mixing.mixed.size > 0) console.info(mixing.summary())
    expect(serverErrors).toEqual([])
    expect(broken).toEqual([])
    expect(mixing.mixed.size, mixing.summary()).toBe(0)
    expect(brokenForms.map(([url, status]) => `${status} ${url}`)).toEqual([])
    expect(crawled.length).toBeGreaterThan(2_000)
    expect(forms.size).toBeGreaterThan(3_000)

    const reached = new Map(
      crawled.map((link) => {
        const url = new URL(link.url)
        return [url.pathname + url.search, link.status ?? 0] as const
      })
    )
    const listed = await sitemapPaths()
    expect(listed.length).toBeGreaterThan(1_500)
    // Not reached by following links from the home page: a page only search engines can find.
    expect(listed.filter((path) => !reached.has(path))).toEqual([])
    expect(listed.filter((path) => reached.get(path) !== 200)).toEqual([])
  }, 1_200_000)
})
