import { callDefinedEndpoint } from '../../client/api/call-endpoint.ts'
import { previewStoryEndpoint } from '../../client/pages/content/preview-endpoint.ts'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { saveDraft } from '../../worker/local-services/content/store.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import {
  previewQuery,
  publishedStory,
  siteWithFaultyContent,
} from './content-freshness.fixtures.ts'

// A model page that stays a page of its own (a brand's model pages move to the catalogue's,
// docs/decisions/0022), with a stock block.
const SLUG = 'vehicules-utilitaires/fiat-utilitaires/doblo'
const DRAFT_NAME = 'Fiat Doblò utilitaire – brouillon de la rédaction'
let published: StoryblokStory

/** The draft an editor is working on: a new name, editor markers, and a block still broken. */
function draftOf(story: StoryblokStory): StoryblokStory {
  const content = story.content ?? { component: 'page', _uid: 'root' }
  const body = Array.isArray(content.body) ? (content.body as Record<string, unknown>[]) : []
  const marked = body.map((block) => ({
    ...block,
    _editable: `<!--#storyblok#{"name":"${String(block.component)}","space":"287341","uid":"${String(block._uid)}","id":"${story.id}"}-->`,
  }))
  return {
    ...story,
    name: DRAFT_NAME,
    content: {
      ...content,
      body: [...marked, { component: 'bloc_en_cours', _uid: 'draft-broken-1', titre: 'À finir' }],
    },
  }
}

beforeAll(async () => {
  published = await publishedStory(SLUG)
  await saveDraft(env.DB, draftOf(published))
})

const site = siteWithFaultyContent()

describe('editor preview with a valid token', () => {
  it('shows the draft, not cached, not indexed, framable by the Storyblok editor only', async () => {
    const response = await site.fetch(`/${SLUG}?${await previewQuery()}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(DRAFT_NAME)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    expect(response.headers.get('cache-tag')).toBeNull()
    expect(response.headers.get('x-frame-options')).toBeNull()
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.storyblok.com')
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src [^;]*https:\/\/app\.storyblok\.com/)
  })

  it('marks editable blocks for the bridge and shows a placeholder for a broken block', async () => {
    const html = await (await site.fetch(`/${SLUG}?${await previewQuery()}`)).text()
    const stockPreview = (published.content?.body as { _uid: string; component: string }[]).find(
      (block) => block.component === 'stock_preview'
    )
    expect(html).toContain(`data-blok-uid="${published.id}-${stockPreview?._uid}"`)
    expect(html).toContain('data-blok-c=')
    // React separates adjacent text nodes with empty comments.
    expect(html).toMatch(/Bloc « (<!-- -->)?bloc_en_cours(<!-- -->)? » non affiché/)
  })

  it('answers client-navigation payloads with the draft too', async () => {
    const response = await site.fetch(`/__data/${SLUG}?${await previewQuery()}`)
    const body = await response.json<{ data: { preview: boolean; story: { name: string } } }>()
    expect(body.data).toMatchObject({ preview: true, story: { name: DRAFT_NAME } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('anything short of a valid token is an ordinary visit', () => {
  const variants: [string, () => Promise<string>][] = [
    ['a forged token', () => previewQuery({ token: 'a'.repeat(40) })],
    ['a token signed with another secret', () => previewQuery({ secret: 'guessed-token' })],
    [
      'a token older than an hour',
      () => previewQuery({ timestamp: Math.floor(Date.now() / 1000) - 3_700 }),
    ],
    [
      'a timestamp in the future',
      () => previewQuery({ timestamp: Math.floor(Date.now() / 1000) + 600 }),
    ],
    ['a partial set of parameters', async () => '_storyblok_tk[space_id]=287341'],
  ]
  for (const [label, query] of variants) {
    it(`${label}: the published page, never the draft`, async () => {
      const response = await site.fetch(`/${SLUG}?${await query()}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toContain(DRAFT_NAME)
      expect(html).toContain(published.name)
      expect(html).not.toContain('data-blok-uid')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    })
  }

  it('the draft never reaches the cache: the plain page after a preview is the published one', async () => {
    await site.fetch(`/${SLUG}?${await previewQuery()}`)
    const html = await (await site.fetch(`/${SLUG}`)).text()
    expect(html).not.toContain(DRAFT_NAME)
    expect(html).toContain(published.name)
  })
})

describe('live update endpoint', () => {
  const edit = (name: string) =>
    JSON.stringify({ path: `/${SLUG}`, story: { ...draftOf(published), name } })

  it('renders an unsaved edit with a valid token', async () => {
    const response = await site.fetch(`/api/preview/story?${await previewQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: edit('Fiat Doblò utilitaire – saisie en cours'),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // The answer the browser reads (client/pages/content/live-preview.tsx): of the contract.
    const body = previewStoryEndpoint.answer.parse(await response.json())
    expect('data' in body && body.data).toMatchObject({
      preview: true,
      story: { name: 'Fiat Doblò utilitaire – saisie en cours' },
    })
  })

  it('answers the browser’s own call, the editor’s parameters passed on from the page', async () => {
    const original = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      typeof input === 'string' && input.startsWith('/')
        ? site.fetch(input, init)
        : original(input, init)
    )
    try {
      const result = await callDefinedEndpoint(previewStoryEndpoint, {
        language: 'fr',
        input: {
          path: `/${SLUG}`,
          // As the bridge hands it: JSON.
          story: previewStoryEndpoint.input.shape.story.parse({
            ...draftOf(published),
            name: 'Saisie par le pont',
          }),
        },
        pageQuery: `?${await previewQuery()}`,
      })
      expect(result).toMatchObject({
        kind: 'answer',
        status: 200,
        answer: { data: { preview: true, story: { name: 'Saisie par le pont' } } },
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("renders an edit of the German page in German, from the path's language", async () => {
    const response = await site.fetch(`/api/preview/story?${await previewQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: `/de/${SLUG}`,
        story: { ...draftOf(published), name: 'Fiat Doblò Nutzfahrzeug – in Bearbeitung' },
      }),
    })
    expect(response.status).toBe(200)
    const body = await response.json<{ data: { story: { name: string; fullSlug: string } } }>()
    expect(body.data.story).toMatchObject({
      name: 'Fiat Doblò Nutzfahrzeug – in Bearbeitung',
      fullSlug: SLUG,
    })
  })

  it('refuses a forged token with 401 and malformed bodies with 400', async () => {
    const forged = await site.fetch(
      `/api/preview/story?${await previewQuery({ token: 'b'.repeat(40) })}`,
      {
        method: 'POST',
        body: edit('Piratage'),
      }
    )
    expect(forged.status).toBe(401)
    expect(await forged.text()).not.toContain('Piratage')
    for (const body of [
      '{',
      JSON.stringify({ path: 'javascript:x', story: {} }),
      // Not the endpoint's input (client/pages/content/preview-endpoint.ts): a story is a JSON object.
      JSON.stringify({ path: `/${SLUG}`, story: [draftOf(published)] }),
    ]) {
      const response = await site.fetch(`/api/preview/story?${await previewQuery()}`, {
        method: 'POST',
        body,
      })
      expect(response.status).toBe(400)
    }
  })
})

describe('preview of a story whose path is not its slug (issue 26)', () => {
  // The home story is `home-page/` in the space and lives at `/`: the editor still opens it at
  // its slug, and must keep its token all the way to the draft.
  const DRAFT_TITLE = { fr: 'Accueil – brouillon de la rédaction', de: 'Startseite – Entwurf' }

  beforeAll(async () => {
    const home = await publishedStory('home-page/')
    const content = home.content ?? { component: 'page', _uid: 'root' }
    const body = Array.isArray(content.body) ? (content.body as Record<string, unknown>[]) : []
    const [hero, ...rest] = body
    await saveDraft(env.DB, {
      ...home,
      content: {
        ...content,
        body: [{ ...hero, title: DRAFT_TITLE.fr, title__i18n__de: DRAFT_TITLE.de }, ...rest],
      },
    })
  })

  /** Follows redirects the way the editor's frame does, answering the last response. */
  async function openInEditor(path: string): Promise<{ response: Response; visited: string[] }> {
    const visited = [path]
    let response = await site.fetch(path)
    while (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? ''
      visited.push(location)
      response = await site.fetch(location)
    }
    return { response, visited }
  }

  for (const language of ['fr', 'de'] as const) {
    it(`opens the home story's draft (${language}) inside the editor's frame`, async () => {
      const prefix = language === 'de' ? '/de' : ''
      const query = await previewQuery()
      const { response, visited } = await openInEditor(`${prefix}/home-page/?${query}`)
      // Every hop keeps the editor's parameters.
      for (const url of visited) expect(url).toContain(query)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(DRAFT_TITLE[language])
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain('frame-ancestors https://app.storyblok.com')
      expect(response.headers.get('x-frame-options')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    })
  }

  it('a visitor at /home-page still moves to / (and never sees the draft)', async () => {
    const response = await site.fetch('/home-page')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/')
    expect(await (await site.fetch('/')).text()).not.toContain(DRAFT_TITLE.fr)
  })
})
