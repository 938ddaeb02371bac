import StoryblokClient, {
  type ISbLinksParams,
  type ISbResult,
  type ISbStoriesParams,
  type ISbStoryParams,
} from 'storyblok-js-client'
import { z } from 'zod'
import type { ContentLink, ContentSpace, Story } from '../../client/domain/story.ts'
import { ContentRequestError, ContentResponseError } from './errors.ts'
import {
  rawDatasourceEntriesResponseSchema,
  rawLinksResponseSchema,
  rawSpaceResponseSchema,
  rawStoriesResponseSchema,
  rawStoryResponseSchema,
} from './raw-schemas.ts'
import { reshapeLink, reshapeSpace, reshapeStory } from './reshape.ts'
import type { ContentRateLimiter } from './rate-limiter.ts'
import { createResilientFetch, type ResilientFetchOptions } from './resilient-fetch.ts'

/** Spec §9: content client limits. */
export const CONTENT_LIMITS = {
  rateLimit: 5,
  rateLimitWithOAuth: 3,
  perPage: 25,
  maxRetries: 10,
  retryDelayMs: 300,
  uuidBatch: 50,
  resolveLevel: 2,
} as const

const regionHosts = {
  eu: 'api.storyblok.com',
  us: 'api-us.storyblok.com',
  ap: 'api-ap.storyblok.com',
  ca: 'api-ca.storyblok.com',
  cn: 'app.storyblokchina.cn',
} as const

export type ContentVersion = 'published' | 'draft'

export type ContentClientOptions = {
  accessToken: string | undefined
  /** Delivery API region; ignored when `endpoint` is set. */
  region?: keyof typeof regionHosts
  /** Full API base, e.g. `http://content.local.test/v2` for the embedded local service. */
  endpoint?: string
  /** The upstream fetch (the network, or the local services in the embedded default). */
  fetch: typeof fetch
  /**
   * The isolate's Storyblok request budget (worker/content/rate-limiter.ts). It sits outside the
   * per-attempt deadline and retries: waiting for a turn is not an upstream stall.
   */
  limiter?: ContentRateLimiter
  oauthToken?: string
  log?: (message: string) => void
} & Pick<ResilientFetchOptions, 'timeoutMs' | 'maxAttempts' | 'random' | 'sleep'>

/** Every call names the content version it wants: the Worker owns `cv` (kept in KV). */
type Versioned = { version?: ContentVersion; cv: number }

export type StoryQuery = Versioned & {
  resolveRelations?: string[]
  resolveLinks?: 'url' | 'story' | 'link'
  language?: string
  /** Look the story up by uuid instead of full slug. */
  findBy?: 'uuid'
}

export type StoriesQuery = Versioned & {
  startsWith?: string
  page?: number
  perPage?: number
  byUuids?: string[]
  excludingFields?: string[]
  sortBy?: string
  isStartpage?: boolean
  withTag?: string
  resolveRelations?: string[]
  language?: string
}

export type StoriesPage = {
  stories: Story[]
  total: number
  perPage: number
  page: number
  cv: number
}

/**
 * Creates the Storyblok delivery client. It wraps the real `storyblok-js-client` (v7 accepts a
 * custom `fetch` in its config) with the spec's settings and our resilient fetch.
 *
 * @example
 * const content = createContentClient({ accessToken, endpoint, fetch: services.upstreamFetch,
 *   limiter: services.contentLimiter })
 * const { story } = await content.getStory('services/carrosserie', { cv })
 */
export function createContentClient(options: ContentClientOptions) {
  const log = options.log ?? ((message: string) => console.error(message))
  if (!options.accessToken && !options.oauthToken) log('You need to provide an access token')

  // Built on the first request to Storyblok: most page requests are answered from KV, and the
  // SDK's set-up costs a few percent of a trivial request (docs/decisions/0024).
  let client: StoryblokClient | undefined
  const sdk = () =>
    (client ??= new StoryblokClient({
      accessToken: options.accessToken ?? '',
      oauthToken: options.oauthToken,
      // Always v2 delivery: without an endpoint the SDK picks the v1 management API for OAuth.
      endpoint: options.endpoint ?? `https://${regionHosts[options.region ?? 'eu']}/v2`,
      fetch: options.limiter
        ? options.limiter.wrap(createResilientFetch(options))
        : createResilientFetch(options),
      // The SDK's memory cache and cv map live at module level, shared by every request of an
      // isolate (NOTES.md): no cache, and `cv` is sent only when we pass it.
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
      rateLimit: options.oauthToken ? CONTENT_LIMITS.rateLimitWithOAuth : CONTENT_LIMITS.rateLimit,
      maxRetries: CONTENT_LIMITS.maxRetries,
      retriesDelay: CONTENT_LIMITS.retryDelayMs,
    }))

  async function request<T extends z.ZodType>(
    path: string,
    call: () => Promise<ISbResult>,
    schema: T
  ) {
    let result: ISbResult
    try {
      result = await call()
    } catch (error) {
      throw toRequestError(path, error)
    }
    const parsed = schema.safeParse(result.data)
    if (!parsed.success) {
      throw new ContentResponseError(`Unexpected response from ${path}: ${parsed.error.message}`)
    }
    return { data: parsed.data, headers: headerRecord(result.headers) }
  }

  async function getStory(slug: string, query: StoryQuery): Promise<{ story: Story; cv: number }> {
    const path = `cdn/stories/${slug.replace(/^\/+/, '')}`
    const params: ISbStoryParams = { ...storyParams(query), find_by: query.findBy }
    const { data } = await request(path, () => sdk().get(path, params), rawStoryResponseSchema)
    return { story: reshapeStory(data.story), cv: data.cv }
  }

  async function getStoriesPage(query: StoriesQuery): Promise<StoriesPage> {
    const perPage = query.perPage ?? CONTENT_LIMITS.perPage
    const page = query.page ?? 1
    const params: ISbStoriesParams = {
      ...storyParams(query),
      per_page: perPage,
      page,
      starts_with: query.startsWith,
      by_uuids: query.byUuids?.join(','),
      excluding_fields: query.excludingFields?.join(','),
      sort_by: query.sortBy,
      is_startpage: query.isStartpage,
      with_tag: query.withTag,
    }
    const { data, headers } = await request(
      'cdn/stories',
      () => sdk().get('cdn/stories', params),
      rawStoriesResponseSchema
    )
    return {
      stories: data.stories.map(reshapeStory),
      total: headerNumber(headers, 'total') ?? data.stories.length,
      perPage: headerNumber(headers, 'per-page') ?? perPage,
      page,
      cv: data.cv,
    }
  }

  /** One page of stories; `byUuids` lists of any length are fetched in batches of 50, in order. */
  async function getStories(query: StoriesQuery): Promise<StoriesPage> {
    const uuids = query.byUuids
    if (!uuids || uuids.length <= CONTENT_LIMITS.uuidBatch) return getStoriesPage(query)
    const batches = chunk(uuids, CONTENT_LIMITS.uuidBatch)
    const pages = await Promise.all(
      batches.map((batch) =>
        getStoriesPage({ ...query, byUuids: batch, page: 1, perPage: CONTENT_LIMITS.uuidBatch })
      )
    )
    const byUuid = new Map(
      pages.flatMap((page) => page.stories).map((story) => [story.uuid, story])
    )
    const stories = uuids.flatMap((uuid) => byUuid.get(uuid) ?? [])
    return {
      stories,
      total: stories.length,
      perPage: stories.length,
      page: 1,
      cv: pages[0]?.cv ?? query.cv,
    }
  }

  /** Every page of a listing, using the `total` and `per-page` headers of the first answer. */
  async function getAllStories(query: Omit<StoriesQuery, 'page'>): Promise<StoriesPage> {
    const first = await getStories({ ...query, page: 1 })
    const lastPage = Math.ceil(first.total / Math.max(1, first.perPage))
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
        getStoriesPage({ ...query, page: index + 2, perPage: first.perPage })
      )
    )
    const stories = [first, ...rest].flatMap((page) => page.stories)
    return { stories, total: first.total, perPage: first.perPage, page: 1, cv: first.cv }
  }

  /** The links tree (stories and folders without content), all pages. */
  async function getLinks(query: Versioned & { startsWith?: string }): Promise<ContentLink[]> {
    const perPage = 1000 // the links endpoint's maximum page size
    const links: ContentLink[] = []
    for (let page = 1; ; page++) {
      // ISbLinksParams lacks `cv`, which the links endpoint takes like every cdn endpoint.
      const params: ISbLinksParams & { cv: number } = {
        version: query.version ?? 'published',
        cv: query.cv,
        starts_with: query.startsWith,
        paginated: 1,
        per_page: perPage,
        page,
      }
      const { data, headers } = await request(
        'cdn/links',
        () => sdk().get('cdn/links', params),
        rawLinksResponseSchema
      )
      const batch = Object.values(data.links)
      links.push(...batch.map(reshapeLink))
      const total = headerNumber(headers, 'total') ?? links.length
      if (batch.length === 0 || links.length >= total) return links
    }
  }

  /**
   * Every row of a datasource (`cdn/datasource_entries?datasource=…`), all pages: name and value.
   * A datasource the space does not have is a not-found error (`isContentNotFound`).
   */
  async function getDatasourceEntries(
    query: Versioned & { datasource: string }
  ): Promise<{ name: string; value: string }[]> {
    const perPage = 1000 // the endpoint's largest page
    const entries: { name: string; value: string }[] = []
    for (let page = 1; ; page++) {
      const params = {
        datasource: query.datasource,
        cv: query.cv,
        per_page: perPage,
        page,
      }
      const { data, headers } = await request(
        'cdn/datasource_entries',
        () => sdk().get('cdn/datasource_entries', params),
        rawDatasourceEntriesResponseSchema
      )
      const batch = data.datasource_entries
      entries.push(...batch.map(({ name, value }) => ({ name, value })))
      const total = headerNumber(headers, 'total') ?? entries.length
      if (batch.length === 0 || entries.length >= total) return entries
    }
  }

  /** The space and its current `cv` (`cdn/spaces/me`): how the Worker learns a new generation. */
  async function getSpace(): Promise<ContentSpace> {
    const { data } = await request(
      'cdn/spaces/me',
      () => sdk().get('cdn/spaces/me', {}),
      rawSpaceResponseSchema
    )
    return reshapeSpace(data.space)
  }

  return { getStory, getStories, getAllStories, getLinks, getDatasourceEntries, getSpace }
}

export type ContentClient = ReturnType<typeof createContentClient>

function storyParams(
  query: Versioned & Pick<StoryQuery, 'resolveRelations' | 'resolveLinks' | 'language'>
): ISbStoriesParams {
  return {
    version: query.version ?? 'published',
    cv: query.cv,
    // The SDK sets resolve_level 2 itself whenever relations are resolved.
    resolve_relations: query.resolveRelations?.length
      ? query.resolveRelations.join(',')
      : undefined,
    resolve_links: query.resolveLinks,
    language: query.language,
  }
}

/** What the SDK rejects with: `{ message, status, response }`, or `{ message }` without a response. */
const sdkErrorSchema = z.looseObject({
  message: z.string().optional(),
  status: z.number().optional(),
  response: z.looseObject({ statusText: z.string().optional() }).optional(),
})

function toRequestError(path: string, error: unknown): ContentRequestError {
  const parsed = sdkErrorSchema.safeParse(error)
  const sbError = parsed.success ? parsed.data : { message: String(error) }
  const status = sbError.status ?? 0
  const statusText = sbError.response?.statusText ?? ''
  const detail = status ? `${status} ${statusText}`.trim() : (sbError.message ?? String(error))
  return new ContentRequestError(`Content API ${path}: ${detail}`, {
    status,
    statusText,
    response: sbError.response,
    cause: error,
  })
}

function headerRecord(headers: unknown): Record<string, string> {
  if (headers instanceof Headers) return Object.fromEntries(headers.entries())
  if (typeof headers !== 'object' || headers === null) return {}
  return Object.fromEntries(
    Object.entries(headers).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key.toLowerCase(), value]] : []
    )
  )
}

function headerNumber(headers: Record<string, string>, name: string): number | null {
  const value = Number.parseInt(headers[name] ?? '', 10)
  return Number.isFinite(value) ? value : null
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size)
  )
}
