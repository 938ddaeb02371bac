/**
 * A crawler for the site's own pages: each URL is fetched once, its status kept, and an HTML
 * answer is read twice from the same body, for its links (followed when they are this server's)
 * and by the caller (`onDocument`, the language-mixing check). linkinator did the first part but
 * kept the bodies to itself, so every page was fetched a second time for the second part.
 */

/** One URL the crawl met: its status (0 when no answer came), the pages linking to it. */
export interface Visit {
  status: number
  parents: string[]
  /** Why no answer came (a network error's code). */
  error?: string
}

export interface CrawlOptions {
  /** The first page, an absolute URL on `origin`. */
  start: string
  /** The server crawled; links elsewhere are not followed. */
  origin: string
  /** The site's configured origin, which its absolute links use: read as `origin`. */
  siteOrigin: string
  concurrency: number
  /** Links the crawl leaves to the caller (they are neither fetched nor followed). */
  skip?: (url: URL) => boolean
  /** Reads each HTML answer with status 200. */
  onDocument?: (url: string, html: string) => void
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, decimal, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex as string, 16))
    if (decimal) return String.fromCodePoint(Number(decimal))
    return ENTITIES[(name as string).toLowerCase()] ?? entity
  })
}

/** Tags whose attributes name a resource, and those attributes (as a browser or a crawler reads them). */
const LINKING: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  meta: ['content'],
}
const TAG = /<(a|area|link|img|source|script|iframe|video|audio|meta)\b([^>]*)>/gi
const ATTRIBUTE = /([a-z-:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
const JSON_LD = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi

/** Every string of a JSON value, however deep. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(jsonStrings)
}

/**
 * The URLs a page links to: resources of its tags (`href`, `src`, `srcset`, a `<meta>` whose
 * content is an absolute URL) and the absolute URLs of its JSON-LD, without fragments. Resource
 * hints (`preconnect`, `dns-prefetch`) name hosts, not resources.
 */
export function pageLinks(html: string, base: string): string[] {
  const found = new Set<string>()
  const add = (raw: string) => {
    const value = decodeAttribute(raw.trim())
    if (!value || /^(?:mailto|tel|javascript|data|blob):/i.test(value) || value.startsWith('#'))
      return
    try {
      const url = new URL(value, base)
      url.hash = ''
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.href)
    } catch {
      found.add(`invalid:${value}`)
    }
  }
  for (const [, tagName, attributes] of html.matchAll(TAG)) {
    const tag = (tagName as string).toLowerCase()
    const values = new Map<string, string>()
    for (const [, name, double, single] of (attributes as string).matchAll(ATTRIBUTE))
      values.set((name as string).toLowerCase(), double ?? single ?? '')
    const rel = values.get('rel')?.split(/\s+/) ?? []
    const hint = (token: string) => token === 'preconnect' || token === 'dns-prefetch'
    if (tag === 'link' && rel.length > 0 && rel.every(hint)) continue
    for (const attribute of LINKING[tag] ?? []) {
      const value = values.get(attribute)
      if (value === undefined) continue
      if (tag === 'meta' && !/^https?:\/\//.test(value)) continue
      if (attribute === 'srcset')
        for (const candidate of value.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '')
      else add(value)
    }
  }
  for (const [, json] of html.matchAll(JSON_LD)) {
    let data: unknown
    try {
      data = JSON.parse(json as string)
    } catch {
      found.add(`invalid:JSON-LD of ${base}`)
      continue
    }
    for (const value of jsonStrings(data)) if (/^https?:\/\//.test(value)) add(value)
  }
  return [...found]
}

/**
 * GETs a URL, once. No second try: the one cause of a request failing before any answer (a
 * pooled connection the edge closed while idle) is gone since the local edge keeps idle
 * connections longer than any client (scripts/local/local-edge.ts, 65 s), so a failure is a fault.
 */
export async function fetchOnce(url: string): Promise<Response> {
  return await fetch(url, { signal: AbortSignal.timeout(30_000) })
}

/** Why a fetch failed: the network error's code where it has one. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause as { code?: string; message?: string } | undefined
  return [error.message, cause?.code ?? cause?.message].filter(Boolean).join(': ')
}

/**
 * Fetches `url` into `entry` (its status, or why no answer came) and answers the HTML of a 200
 * answer with the URL it finally came from (after redirects), else null.
 */
async function readPage(url: string, entry: Visit): Promise<{ html: string; url: string } | null> {
  try {
    const response = await fetchOnce(url)
    const body = await response.text()
    entry.status = response.status
    const html =
      response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')
    return html ? { html: body, url: response.url } : null
  } catch (error) {
    entry.error = failureReason(error)
    return null
  }
}

/**
 * Crawls from `start`: every link on `origin` (or on `siteOrigin`, read as `origin`) is fetched
 * once, `concurrency` at a time, and an HTML answer with status 200 is read for more links.
 */
export async function crawl(options: CrawlOptions): Promise<Map<string, Visit>> {
  const visits = new Map<string, Visit>()
  const queue: string[] = []
  const local = (href: string) =>
    href.startsWith(options.siteOrigin) && options.siteOrigin !== options.origin
      ? options.origin + href.slice(options.siteOrigin.length)
      : href
  const meet = (href: string, parent: string | null) => {
    const url = local(href)
    if (!url.startsWith(`${options.origin}/`) && !url.startsWith('invalid:')) return
    const known = visits.get(url)
    if (known) {
      if (parent) known.parents.push(parent)
      return
    }
    if (!url.startsWith('invalid:') && options.skip?.(new URL(url))) return
    visits.set(url, { status: 0, parents: parent ? [parent] : [] })
    if (url.startsWith('invalid:')) return
    queue.push(url)
  }
  meet(options.start, null)
  let active = 0
  await new Promise<void>((resolve) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) {
        resolve()
        return
      }
      while (active < options.concurrency && queue.length > 0) {
        const url = queue.shift() as string
        active++
        void visit(url).finally(() => {
          active--
          pump()
        })
      }
    }
    const visit = async (url: string) => {
      const page = await readPage(url, visits.get(url) as Visit)
      if (!page?.url.startsWith(`${options.origin}/`)) return
      options.onDocument?.(url, page.html)
      for (const link of pageLinks(page.html, page.url)) meet(link, url)
    }
    pump()
  })
  return visits
}

/** GETs each URL, `concurrency` at a time: its status, 0 when no answer came. */
export async function statuses(
  urls: readonly string[],
  concurrency: number,
  onDocument: (url: string, html: string) => void = () => {}
): Promise<Map<string, Visit>> {
  const found = new Map<string, Visit>()
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string
      const entry: Visit = { status: 0, parents: [] }
      found.set(url, entry)
      const page = await readPage(url, entry)
      if (page) onDocument(url, page.html)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return found
}
