/**
 * The checks of `npm run smoke` (scripts/smoke/smoke.ts): what must hold on a deployed site right
 * after a deploy or a rollback, in under a minute, from outside (docs/deploying.md, step 9;
 * docs/decisions/0053). Each check is one or two requests; all of them run, and each failure says
 * what was expected.
 */
import { type Language, LANGUAGE_SETTINGS, LANGUAGES } from '../../client/locale/language.ts'

export interface SmokeOptions {
  /** The site's origin, `https://www.autosphere.lu` or `http://localhost:8787`. */
  baseUrl: string
  /** `SMOKE_TOKEN` of the deployed Worker: without it, the lead dry-run is reported as skipped. */
  token?: string | undefined
  /** An old `/fr/...` URL of the legacy table, answered 301 (the table's first row by default). */
  legacyPath: string
  fetch?: typeof fetch
  /** Deadline of each request, ms (a sitemap's: three times this, it lists the whole site). */
  timeoutMs?: number
}

export interface SmokeResult {
  name: string
  ok: boolean
  /** What was seen (a failure's reason, or what proves the success). */
  detail: string
  skipped?: boolean
}

/** Headers every page answer carries (worker/middleware/security-headers.ts). */
const SECURITY_HEADERS: [string, RegExp][] = [
  ['content-security-policy', /default-src[^;]*;.*frame-ancestors/],
  ['x-content-type-options', /^nosniff$/],
  ['referrer-policy', /./],
  ['permissions-policy', /./],
]

class SmokeFailure extends Error {}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SmokeFailure(message)
}

/** The text of an element's first occurrence, tags stripped. */
function firstText(html: string, tag: string): string {
  const match = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

export async function runSmoke(options: SmokeOptions): Promise<SmokeResult[]> {
  const base = options.baseUrl.replace(/\/$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000
  const get = (path: string, init: RequestInit = {}, deadline = timeoutMs) =>
    doFetch(`${base}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'user-agent': 'autosphere-smoke/1 (+docs/deploying.md)', ...init.headers },
      signal: AbortSignal.timeout(deadline),
    })
  const results: SmokeResult[] = []
  const check = async (name: string, run: () => Promise<string>) => {
    try {
      results.push({ name, ok: true, detail: await run() })
    } catch (error) {
      results.push({
        name,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      })
    }
  }
  /** A page that must answer 200 with its content: a title and a first heading. */
  const page = async (path: string, language: Language) => {
    const response = await get(path)
    const html = await response.text()
    expectThat(response.status === 200, `${path}: ${response.status}, expected 200`)
    expectThat(html.includes(`<html lang="${language}`), `${path}: not a page in ${language}`)
    const title = firstText(html, 'title')
    const heading = firstText(html, 'h1')
    expectThat(title !== '' && heading !== '', `${path}: no title or no heading`)
    return { response, html, title, heading }
  }

  for (const language of LANGUAGES) {
    const home = LANGUAGE_SETTINGS[language].prefix || '/'
    await check(`home (${language})`, async () => (await page(home, language)).title)
  }
  await check('stock overview (fr)', async () => (await page('/stock', 'fr')).heading)
  await check('security headers', async () => {
    const response = await get('/')
    await response.body?.cancel()
    for (const [name, pattern] of SECURITY_HEADERS) {
      expectThat(pattern.test(response.headers.get(name) ?? ''), `${name}: missing or unexpected`)
    }
    if (base.startsWith('https:')) {
      expectThat(
        /max-age=\d{7,}/.test(response.headers.get('strict-transport-security') ?? ''),
        'strict-transport-security: missing or short'
      )
    }
    return SECURITY_HEADERS.map(([name]) => name).join(', ')
  })

  let vehiclePath: string | null = null
  await check('sitemap', async () => {
    const robots = await get('/robots.txt')
    const robotsText = await robots.text()
    expectThat(/^Sitemap: \S+\/sitemap\.xml$/m.test(robotsText), 'robots.txt names no sitemap')
    // A cold sitemap is built from every source (the edge keeps it an hour afterwards).
    const index = await get('/sitemap.xml', {}, 3 * timeoutMs)
    const xml = await index.text()
    expectThat(index.status === 200, `/sitemap.xml: ${index.status}, expected 200`)
    const children = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expectThat(children.length >= 4, `/sitemap.xml lists ${children.length} files, expected 4+`)
    const vehicles = children.find((loc) => /\/sitemaps\/vehicles\.xml$/.test(loc))
    expectThat(vehicles !== undefined, '/sitemap.xml lists no vehicles sitemap')
    const child = await get(new URL(vehicles).pathname, {}, 3 * timeoutMs)
    const urls = [...(await child.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
    expectThat(child.status === 200 && urls.length > 0, 'the vehicles sitemap lists no vehicle')
    vehiclePath = new URL(urls[0] ?? '/').pathname
    return `${children.length} files, ${urls.length} vehicles`
  })

  let vehicle: { id: string; title: string; price: string; path: string } | null = null
  await check('a vehicle page', async () => {
    expectThat(vehiclePath !== null, 'no vehicle found in the sitemap')
    const { title, heading } = await page(vehiclePath, 'fr')
    expectThat(/€/.test(title), `${vehiclePath}: no price in the title`)
    const id = /^\/stock\/(\d+)-/.exec(vehiclePath)?.[1] ?? ''
    const price = /– ([^|–]*€)/.exec(title)?.[1]?.trim() ?? ''
    vehicle = { id, title: heading, price, path: vehiclePath }
    return `${vehiclePath}: ${title}`
  })

  await check('a legacy redirect', async () => {
    const response = await get(options.legacyPath)
    await response.body?.cancel()
    const location = response.headers.get('location') ?? ''
    expectThat(response.status === 301, `${options.legacyPath}: ${response.status}, expected 301`)
    expectThat(location !== '' && !/\/fr\//.test(new URL(location, base).pathname), 'bad target')
    return `${options.legacyPath} → ${location}`
  })

  await check('/healthz', async () => {
    const response = await get('/healthz')
    const body: unknown = await response.json()
    expectThat(response.status === 200, `/healthz: ${response.status}, expected 200`)
    expectThat(response.headers.get('cache-control') === 'no-store', '/healthz: cacheable')
    const build = body && typeof body === 'object' && 'build' in body ? String(body.build) : ''
    expectThat(build !== '', '/healthz: no build')
    return `build ${build}`
  })

  await check('/readyz', async () => {
    const response = await get('/readyz')
    const text = await response.text()
    expectThat(response.status === 200, `/readyz: ${response.status}: ${text}`)
    return 'content, stock, CRM and D1 answer'
  })

  if (!options.token) {
    results.push({
      name: 'lead dry-run',
      ok: false,
      skipped: true,
      detail: 'no SMOKE_TOKEN given: the lead path was not checked',
    })
  } else {
    const token = options.token
    await check('lead dry-run', async () => {
      expectThat(vehicle !== null, 'no vehicle to ask about')
      const lead = {
        kind: 'interest',
        idempotencyKey: crypto.randomUUID(),
        website: '',
        civility: 'monsieur',
        firstName: 'Smoke',
        lastName: 'Test',
        email: 'smoke-test@example.com',
        phone: '621 123 456',
        location: 'bertrange',
        message: 'Dry run of npm run smoke: never stored, never sent.',
        consent: true,
        newsletter: false,
        snapshot: {
          subject: { type: 'vehicle', id: vehicle.id, title: vehicle.title, price: vehicle.price },
          pageUrl: vehicle.path,
          utm: {},
        },
      }
      const response = await get('/api/smoke/lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-smoke-token': token },
        body: JSON.stringify(lead),
      })
      const text = await response.text()
      expectThat(response.status === 200, `/api/smoke/lead: ${response.status}: ${text}`)
      expectThat(/"stored":false/.test(text) && /"crm":"reachable"/.test(text), text)
      return 'validated as a real lead, CRM reachable, nothing stored'
    })
  }
  return results
}

/** The report as printed: one line per check. */
export function formatSmoke(results: readonly SmokeResult[], ms: number): string {
  const lines = results.map(
    (result) => `${result.skipped ? '–' : result.ok ? '✓' : '✗'} ${result.name}: ${result.detail}`
  )
  const failed = results.filter((result) => !result.ok && !result.skipped).length
  return `${lines.join('\n')}\n${failed === 0 ? 'smoke test passed' : `${failed} check(s) failed`} in ${(ms / 1000).toFixed(1)} s`
}
