import { describe, expect, inject, it } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../client/locale/language.ts'
import { matchRoute } from '../../client/routes/match-route.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { type MixingFinding, foreignInterfaceTexts, mixingFindings } from './language-mixing.ts'
import { type Visit, crawl, statuses } from './site-crawler.ts'

/**
 * The whole site as a visitor (or a search engine) walks it: from the home page over the served
 * production build, every internal link followed (tests/e2e/site-crawler.ts; DESIGN.md §5: 0
 * broken internal links, 0 × 5xx), each page fetched once and read both for its links and for the
 * mixing check below, then every URL of the sitemap answering 200 and reachable from the home page.
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
  const pages = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<
    Language,
    number
  >
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

function describeVisit(url: string, visit: Visit): string {
  const from = visit.parents[0] ?? 'the start'
  const more = visit.parents.length > 1 ? ` and ${visit.parents.length - 1} more` : ''
  return `${visit.status} ${url} (from ${from}${more})${visit.error ? ` ${visit.error}` : ''}`
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
    const started = Date.now()
    const crawled = await crawl({
      start: `${baseUrl}/`,
      origin,
      siteOrigin: site,
      concurrency: CONCURRENCY,
      skip: (url) => {
        if (!isVehicleFormPage(url)) return false
        formPages.add(url.href)
        return true
      },
      // Every page the crawl reads, for the mixing check (files and payloads are no pages).
      onDocument: (url, html) => {
        if (isPage(new URL(url))) mixing.read(url, html)
      },
    })
    const formsByLanguage = LANGUAGES.map((language) =>
      [...formPages].filter((url) => languageOfPath(new URL(url).pathname) === language)
    )
    const formsRead = new Set(formsByLanguage.flatMap((urls) => sample(urls, FORM_PAGES_READ)))
    const forms = await statuses(
      LANGUAGES.flatMap((language, index) => {
        const urls = formsByLanguage[index] ?? []
        return language === DEFAULT_LANGUAGE ? urls : sample(urls, OTHER_LANGUAGE_FORM_PAGES)
      }),
      CONCURRENCY,
      (url, html) => {
        if (formsRead.has(url)) mixing.read(url, html)
      }
    )
    const seconds = Math.round((Date.now() - started) / 1000)
    const visits = [...crawled, ...forms]
    const broken = visits
      .filter(([, visit]) => visit.status !== 200)
      .map(([url, visit]) => describeVisit(url, visit))
    const serverErrors = visits
      .filter(([, visit]) => visit.status >= 500)
      .map(([url, visit]) => describeVisit(url, visit))
    console.info(
      `crawl: ${crawled.size} internal links and ${forms.size} vehicle form pages fetched in ${seconds} s; ${broken.length} broken, ${serverErrors.length} × 5xx, ${visits.filter(([, visit]) => visit.status === 0).length} without an answer`
    )
    console.info(
      `crawl: ${mixing.pages.fr} French and ${mixing.pages.de} German pages read, ${mixing.mixed.size} of them showing interface text of the other language`
    )
    if (mixing.mixed.size > 0) console.info(mixing.summary())
    expect(serverErrors).toEqual([])
    expect(broken).toEqual([])
    expect(mixing.mixed.size, mixing.summary()).toBe(0)
    expect(crawled.size).toBeGreaterThan(2_000)
    expect(forms.size).toBeGreaterThan(3_000)

    const reached = new Map(
      [...crawled].map(([href, visit]) => {
        const url = new URL(href)
        return [url.pathname + url.search, visit.status] as const
      })
    )
    const listed = await sitemapPaths()
    expect(listed.length).toBeGreaterThan(1_500)
    // Not reached by following links from the home page: a page only search engines can find.
    expect(listed.filter((path) => !reached.has(path))).toEqual([])
    expect(listed.filter((path) => reached.get(path) !== 200)).toEqual([])
  }, 1_200_000)
})
