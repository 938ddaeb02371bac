import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GENERATION_ISOLATE_TTL } from '../../worker/content/generation-memo.ts'
import { publishStory, unpublishStory } from '../../worker/local-services/content/store.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import {
  publishedStory,
  siteWithFaultyContent,
  webhookRequest,
} from './content-freshness.fixtures.ts'

/**
 * The page frame comes from the site-config story (issue 26, docs/decisions/0048): an editor who
 * renames a menu entry and publishes sees it on every page, in both languages, within the
 * freshness of every other content; a missing or broken story leaves the built-in frame.
 */

let ipCounter = 0
const nextIp = () => `192.0.2.${++ipCounter}`

/** The labels of the header's main navigation (the desktop bar). */
async function mainNavigation(response: Response): Promise<string[]> {
  expect(response.status).toBe(200)
  const html = await response.text()
  const nav = /<nav aria-label="[^"]*" class="header__nav"><ul>(.*?)<\/ul><\/nav>/.exec(html)?.[1]
  return [...(nav ?? '').matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? '')
}

/** The site-config story with its first main-navigation entry renamed, in French and German. */
function renamed(story: StoryblokStory, french: string, german: string): StoryblokStory {
  const content = story.content ?? { component: 'site_config', _uid: 'root' }
  const navigation = Array.isArray(content.navigation)
    ? (content.navigation as Record<string, unknown>[])
    : []
  const [first, ...rest] = navigation
  return {
    ...story,
    published_at: null,
    content: {
      ...content,
      navigation: [{ ...first, label: french, label__i18n__de: german }, ...rest],
    },
  }
}

async function publishWithWebhook(
  site: ReturnType<typeof siteWithFaultyContent>,
  story: StoryblokStory
) {
  await publishStory(env.DB, story)
  const hook = await site.fetch(
    '/api/cms/webhook',
    await webhookRequest(
      { text: 'published', action: 'published', story_id: story.id, full_slug: 'site-config' },
      { ip: nextIp() }
    )
  )
  expect(hook.status).toBe(200)
}

const PAGES = ['/', '/stock', '/de/contact'] as const

/** What was logged as errors, as text (an Error's message included). */
const logged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(' '))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the main navigation edited in site-config and published', () => {
  it('shows on /, /stock and a German page after the publish webhook', async () => {
    const site = siteWithFaultyContent()
    const original = await publishedStory('site-config')
    // Before: the frame the site shipped with, in each page's language.
    expect((await mainNavigation(await site.fetch('/')))[0]).toBe('Stock')
    expect((await mainNavigation(await site.fetch('/stock')))[0]).toBe('Stock')
    expect((await mainNavigation(await site.fetch('/de/contact')))[0]).toBe('Bestand')

    await publishWithWebhook(site, renamed(original, 'Nos véhicules', 'Unsere Fahrzeuge'))

    expect((await mainNavigation(await site.fetch('/')))[0]).toBe('Nos véhicules')
    expect((await mainNavigation(await site.fetch('/stock')))[0]).toBe('Nos véhicules')
    expect((await mainNavigation(await site.fetch('/de/contact')))[0]).toBe('Unsere Fahrzeuge')
    // Client navigation gets the same frame with the page's payload.
    const payload = await (
      await site.fetch('/__data/stock')
    ).json<{
      frame?: { main: { label: string; href: string }[] }
    }>()
    expect(payload.frame?.main[0]).toMatchObject({ label: 'Nos véhicules', href: '/stock' })
    // The rest of the frame still reads the story: its links in the page's language.
    const german = await (
      await site.fetch('/__data/de/contact')
    ).json<{
      frame?: { main: { href: string }[] }
    }>()
    expect(german.frame?.main.map((item) => item.href)).toContain('/de/concessions')

    await publishWithWebhook(site, { ...original, published_at: null })
  })

  it('reaches another isolate within its generation memory (5 s), without a request of its own to Storyblok per page', async () => {
    const editor = siteWithFaultyContent()
    const visitor = siteWithFaultyContent()
    const original = await publishedStory('site-config')
    for (const path of PAGES) await visitor.fetch(path)
    const callsBefore = visitor.upstreamCalls()
    // The same page, rendered again from the isolate's memory: no Storyblok request for the frame.
    await visitor.fetch('/stock?page=2')
    expect(visitor.upstreamCalls()).toBe(callsBefore)

    await publishWithWebhook(editor, renamed(original, 'Occasions et neufs', 'Neu und gebraucht'))
    // The visitor's isolate still uses the generation it read less than 5 s ago.
    expect((await mainNavigation(await visitor.fetch('/')))[0]).toBe('Stock')
    visitor.advance(GENERATION_ISOLATE_TTL * 1000)
    expect((await mainNavigation(await visitor.fetch('/')))[0]).toBe('Occasions et neufs')
    expect((await mainNavigation(await visitor.fetch('/stock')))[0]).toBe('Occasions et neufs')
    expect((await mainNavigation(await visitor.fetch('/de/contact')))[0]).toBe('Neu und gebraucht')

    await publishWithWebhook(editor, { ...original, published_at: null })
  })
})

describe('the built-in frame is the last good fallback', () => {
  it('answers, reported, when the story fails its schema (never a broken page)', async () => {
    const site = siteWithFaultyContent()
    const original = await publishedStory('site-config')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = {
      ...original,
      published_at: null,
      content: { ...original.content, component: 'site_config', _uid: 'root', navigation: [] },
    }
    await publishWithWebhook(site, broken)
    for (const path of PAGES) {
      const response = await site.fetch(path)
      expect(response.status).toBe(200)
      expect((await mainNavigation(response))[0]).toBe(path.startsWith('/de') ? 'Bestand' : 'Stock')
    }
    expect(logged(errors).join('\n')).toContain('site-config story fails its schema')
    // Reported once per language and generation, not once per page.
    const reports = logged(errors).filter((line) => line.includes('fails its schema'))
    expect(reports.length).toBe(2)

    await publishWithWebhook(site, { ...original, published_at: null })
  })

  it('answers, reported, when the story is missing', async () => {
    const site = siteWithFaultyContent()
    const original = await publishedStory('site-config')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await unpublishStory(env.DB, original)
    await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(
        {
          text: 'unpublished',
          action: 'unpublished',
          story_id: original.id,
          full_slug: 'site-config',
        },
        { ip: nextIp() }
      )
    )
    const response = await site.fetch('/stock')
    expect(response.status).toBe(200)
    expect((await mainNavigation(response))[0]).toBe('Stock')
    expect(logged(errors).join('\n')).toContain('site-config story is missing')

    await publishWithWebhook(site, { ...original, published_at: null })
  })
})
