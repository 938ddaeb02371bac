import { z } from 'zod'
import { payloadUrl } from '../../framework/payload/payload.ts'
import { storyPath } from '../../client/domain/story-url.ts'
import { LANGUAGES } from '../../client/locale/language.ts'

/**
 * Purging cached HTML by Cache-Tag. Pages carry `Cache-Tag: html, route:…, story:{uuid},
 * slug:{full_slug}`; after a publish the tags of that story are purged wherever pages may be
 * cached (docs/decisions, content freshness):
 * 1. Workers Cache in front of the Worker: `ctx.cache.purge({ tags })` (only the Worker itself can
 *    purge its own cache);
 * 2. the zone cache, when `CLOUDFLARE_ZONE_ID` and `CLOUDFLARE_API_TOKEN` are configured: the
 *    purge API, by tag, 30 tags per call;
 * 3. the data-centre cache (`caches.default`): the known URLs of `slug:` tags, page and payload;
 * and the purge is recorded in KV (`purge:tag:{tag}`), which is how local runs and tests see it.
 */

export const PURGE_RECORD_PREFIX = 'purge:tag:'
const PURGE_RECORD_TTL_SECONDS = 86_400
const API_TAG_BATCH = 30

export const zonePurgeConfigSchema = z.object({
  CLOUDFLARE_ZONE_ID: z.string().regex(/^[0-9a-f]{32}$/),
  CLOUDFLARE_API_TOKEN: z.string().min(20),
})

/** The zone-purge secrets, for the deploy checks (scripts/deploy/repo-parity.ts, docs/deploying.md). */
export const zonePurgeNames: readonly string[] = Object.keys(zonePurgeConfigSchema.shape)

export interface PurgeOptions {
  kv: KVNamespace
  siteUrl: string
  /** `ctx.cache` when Workers Cache is enabled for the Worker. */
  workersCache?: Pick<CacheContext, 'purge'> | undefined
  zone?: { zoneId: string; apiToken: string } | undefined
  /** The network, for the purge API. */
  fetch: typeof fetch
  /** The data-centre cache; `caches.default` when present. */
  dataCentreCache?: Pick<Cache, 'delete'> | undefined
  now?: () => number
}

export interface PurgeReport {
  tags: string[]
  via: ('workers-cache' | 'zone-api' | 'data-centre' | 'kv-record')[]
  errors: string[]
}

/**
 * The platform's caches, found at run time: `ctx.cache` exists only when Workers Cache is
 * enabled, `caches.default` only in workerd (not in the DOM types the Worker is checked with).
 */
export function platformCaches(
  ctx: unknown
): Pick<PurgeOptions, 'workersCache' | 'dataCentreCache'> {
  let workersCache: PurgeOptions['workersCache']
  if (typeof ctx === 'object' && ctx !== null && 'cache' in ctx) {
    const cache: unknown = ctx.cache
    if (typeof cache === 'object' && cache !== null && 'purge' in cache) {
      const purge = cache.purge
      if (typeof purge === 'function') {
        workersCache = { purge: (options) => Promise.resolve(purge.call(cache, options)) }
      }
    }
  }
  const storage: unknown = typeof caches === 'undefined' ? undefined : caches
  const dataCentreCache =
    typeof storage === 'object' &&
    storage !== null &&
    'default' in storage &&
    storage.default instanceof Cache
      ? storage.default
      : undefined
  return { workersCache, dataCentreCache }
}

/**
 * Page and payload URLs named by `slug:` tags, in every language (a story is one page per
 * language): what `caches.default` can delete by key.
 */
export function knownUrls(tags: readonly string[], siteUrl: string): string[] {
  return tags
    .filter((tag) => tag.startsWith('slug:'))
    .flatMap((tag) =>
      LANGUAGES.flatMap((language) => {
        const path = storyPath(tag.slice('slug:'.length), language)
        return [new URL(path, siteUrl).toString(), new URL(payloadUrl(path), siteUrl).toString()]
      })
    )
}

async function zonePurge(
  tags: string[],
  options: PurgeOptions & { zone: NonNullable<PurgeOptions['zone']> }
) {
  for (let index = 0; index < tags.length; index += API_TAG_BATCH) {
    const response = await options.fetch(
      `https://api.cloudflare.com/client/v4/zones/${options.zone.zoneId}/purge_cache`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.zone.apiToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tags: tags.slice(index, index + API_TAG_BATCH) }),
      }
    )
    if (!response.ok) throw new Error(`Cloudflare purge API answered ${response.status}`)
  }
}

/**
 * Purges the given cache tags everywhere this deployment can cache pages. Never throws: each
 * layer's failure is listed in the report (the generation bump already made KV reads fresh).
 */
export async function purgeTags(tags: string[], options: PurgeOptions): Promise<PurgeReport> {
  const unique = [...new Set(tags)].filter((tag) => tag.length > 0 && tag.length <= 1024)
  const report: PurgeReport = { tags: unique, via: [], errors: [] }
  if (unique.length === 0) return report
  const attempt = async (via: PurgeReport['via'][number], run: () => Promise<unknown>) => {
    try {
      await run()
      report.via.push(via)
    } catch (error) {
      report.errors.push(`${via}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const { workersCache, zone, dataCentreCache } = options
  if (workersCache) {
    await attempt('workers-cache', async () => {
      const result = await workersCache.purge({ tags: unique })
      if (!result.success) throw new Error(result.errors.map((e) => e.message).join('; '))
    })
  }
  if (zone) await attempt('zone-api', () => zonePurge(unique, { ...options, zone }))
  if (dataCentreCache) {
    await attempt('data-centre', () =>
      Promise.all(knownUrls(unique, options.siteUrl).map((url) => dataCentreCache.delete(url)))
    )
  }
  const at = new Date(options.now?.() ?? Date.now()).toISOString()
  await attempt('kv-record', () =>
    Promise.all(
      unique.map((tag) =>
        options.kv.put(`${PURGE_RECORD_PREFIX}${tag}`, at, {
          expirationTtl: PURGE_RECORD_TTL_SECONDS,
        })
      )
    )
  )
  return report
}
