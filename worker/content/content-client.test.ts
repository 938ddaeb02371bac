import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentClient } from './content-client.ts'
import { ContentRequestError, ContentResponseError, isContentNotFound } from './errors.ts'

/** A raw story as the delivery API sends it. */
const rawStory = (slug: string, uuid = `uuid-${slug}`) => ({
  id: slug.length,
  uuid,
  name: slug,
  slug: slug.split('/').pop(),
  full_slug: slug,
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: '2026-01-02T00:00:00.000Z',
  first_published_at: '2026-01-02T00:00:00.000Z',
  position: 0,
  tag_list: [],
  is_startpage: false,
  parent_id: 0,
  lang: 'default',
  content: { _uid: `uid-${slug}`, component: 'page', body: [] },
})

type Handler = (url: URL) => Response

/** Fake network edge: records every request URL; an unexpected request is an error. */
function fakeUpstream(handler: Handler) {
  const requests: URL[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input))
    requests.push(url)
    return handler(url)
  }
  return { fetch, requests }
}

function client(
  handler: Handler,
  extra: { accessToken?: string; log?: (message: string) => void } = {}
) {
  const upstream = fakeUpstream(handler)
  const content = createContentClient({
    accessToken: 'accessToken' in extra ? extra.accessToken : 'public-token',
    endpoint: 'https://api.example/v2',
    fetch: upstream.fetch,
    random: () => 0,
    sleep: async () => {},
    log: extra.log ?? (() => {}),
  })
  return { content, requests: upstream.requests }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('content client', () => {
  it('sends the token, the version and the cv it is given, never one it remembers', async () => {
    const { content, requests } = client(() => Response.json({ story: rawStory('contact'), cv: 7 }))
    await content.getStory('contact', { cv: 7 })
    await content.getStory('contact', { cv: 3, version: 'draft' })
    expect(requests.map((url) => url.pathname)).toEqual([
      '/v2/cdn/stories/contact',
      '/v2/cdn/stories/contact',
    ])
    expect(requests.map((url) => url.searchParams.get('cv'))).toEqual(['7', '3'])
    expect(requests.map((url) => url.searchParams.get('version'))).toEqual(['published', 'draft'])
    expect(requests[0]?.searchParams.get('token')).toBe('public-token')
  })

  it('reshapes the story into the app type', async () => {
    const { content } = client(() =>
      Response.json({ story: rawStory('services/carrosserie'), cv: 7 })
    )
    const { story, cv } = await content.getStory('services/carrosserie', { cv: 7 })
    expect(cv).toBe(7)
    expect(story).toMatchObject({
      fullSlug: 'services/carrosserie',
      url: '/services/carrosserie',
      parentSlugs: ['services'],
      seo: { title: 'services/carrosserie', noindex: false },
    })
  })

  it('asks for resolve level 2 when resolving relations', async () => {
    const { content, requests } = client(() =>
      Response.json({ story: rawStory('contact'), cv: 7, rels: [] })
    )
    await content.getStory('contact', { cv: 7, resolveRelations: ['global_reference.references'] })
    expect(requests[0]?.searchParams.get('resolve_relations')).toBe('global_reference.references')
    expect(requests[0]?.searchParams.get('resolve_level')).toBe('2')
  })

  it('rejects statuses outside 200–206 with status, status text and response', async () => {
    const { content } = client(() =>
      Response.json(['This record could not be found'], { status: 404, statusText: 'Not Found' })
    )
    const error = await content.getStory('nulle-part', { cv: 7 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentRequestError)
    expect(error).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      response: { status: 404, data: ['This record could not be found'] },
    })
    expect(isContentNotFound(error)).toBe(true)
  })

  it('lets the SDK retry 429 after 300 ms, and retries 5xx itself', async () => {
    vi.useFakeTimers()
    let calls = 0
    const { content, requests } = client(() => {
      calls++
      if (calls <= 2) return Response.json({ error: 'Too many requests' }, { status: 429 })
      if (calls === 3) return new Response('upstream down', { status: 503 })
      return Response.json({ story: rawStory('contact'), cv: 7 })
    })
    const pending = content.getStory('contact', { cv: 7 })
    await vi.advanceTimersByTimeAsync(300)
    await vi.advanceTimersByTimeAsync(300)
    expect((await pending).story.fullSlug).toBe('contact')
    expect(requests).toHaveLength(4)
  })

  it('reports a network failure as a request error without status', async () => {
    const { content } = client(() => {
      throw new TypeError('fetch failed')
    })
    await expect(content.getSpace()).rejects.toMatchObject({
      name: 'ContentRequestError',
      status: 0,
    })
  })

  it('logs the missing access token', () => {
    const log = vi.fn()
    client(() => Response.json({}), { accessToken: undefined, log })
    expect(log).toHaveBeenCalledWith('You need to provide an access token')
  })

  it('fetches more than 50 uuids in batches of 50 and keeps the requested order', async () => {
    const uuids = Array.from({ length: 120 }, (_, index) => `uuid-${index}`)
    const { content, requests } = client((url) => {
      const batch = (url.searchParams.get('by_uuids') ?? '').split(',')
      return Response.json(
        { stories: [...batch].reverse().map((uuid) => rawStory(`s/${uuid}`, uuid)), cv: 7 },
        { headers: { total: String(batch.length), 'per-page': '50' } }
      )
    })
    const page = await content.getStories({ cv: 7, byUuids: uuids })
    expect(requests.map((url) => url.searchParams.get('by_uuids')?.split(',').length)).toEqual([
      50, 50, 20,
    ])
    expect(page.stories.map((story) => story.uuid)).toEqual(uuids)
  })

  it('reads every page of a listing from the total and per-page headers', async () => {
    const { content, requests } = client((url) => {
      const page = Number(url.searchParams.get('page'))
      const count = page < 3 ? 25 : 10
      return Response.json(
        { stories: Array.from({ length: count }, (_, i) => rawStory(`news/p${page}-${i}`)), cv: 9 },
        { headers: { total: '60', 'per-page': '25' } }
      )
    })
    const all = await content.getAllStories({ cv: 9, startsWith: 'news/' })
    expect(all.stories).toHaveLength(60)
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(
      requests.every(
        (url) =>
          url.searchParams.get('per_page') === '25' &&
          url.searchParams.get('starts_with') === 'news/'
      )
    ).toBe(true)
  })

  it('reads the current cv from spaces/me', async () => {
    const { content, requests } = client(() =>
      Response.json({ space: { id: 1, name: 'Démo', version: 1792051200, language_codes: [] } })
    )
    expect(await content.getSpace()).toEqual({ id: 1, name: 'Démo', cv: 1792051200 })
    expect(requests[0]?.pathname).toBe('/v2/cdn/spaces/me')
  })

  it('rejects a response that does not have the expected shape', async () => {
    const { content } = client(() => Response.json({ story: { id: 'x' }, cv: 7 }))
    await expect(content.getStory('contact', { cv: 7 })).rejects.toBeInstanceOf(
      ContentResponseError
    )
  })
})
