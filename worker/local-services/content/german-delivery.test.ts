import { describe, expect, it } from 'vitest'
import { I18N_SEPARATOR } from './i18n.ts'
import { publishStory } from './store.ts'
import type { StoryblokStory } from './story-json.ts'
import { contractFixture } from '../../../scripts/demo-data/content/contract-fixture.ts'
import { readStories } from '../../../scripts/demo-data/content/read-stories.ts'
import {
  withoutTranslations,
  isRecord,
  translatableFields,
} from '../../../scripts/demo-data/content/translatable.ts'

/**
 * The demo space's German through the delivery API, with Storyblok's own client: `language=de`
 * answers the German where the French answer has French, a field without German falls back to
 * the French, and answers without `language` are the French as stored.
 */
type Delivered = StoryblokStory & { content: Record<string, unknown> }
const stored = readStories().filter((story) => !story.is_folder && story.published_at)

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => {
    if (Array.isArray(node) && typeof key === 'number') return node[key]
    return isRecord(node) && typeof key === 'string' ? node[key] : undefined
  }, value)
}

async function allStories(language?: string) {
  const fixture = await contractFixture()
  const stories = (await fixture.sdk.getAll('cdn/stories', {
    cv: fixture.cv,
    per_page: 25,
    ...(language ? { language } : {}),
  })) as Delivered[]
  return new Map(stories.map((story) => [story.uuid, story]))
}

describe('German through the delivery API', () => {
  it('spaces/me lists German among the space’s languages', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/spaces/me', {})
    expect(response.data.space.language_codes).toEqual(['de'])
  })

  it('language=de answers German in every translatable field where the French answer has French', async () => {
    const [french, german] = await Promise.all([allStories(), allStories('de')])
    expect(german.size).toBe(stored.length)
    let compared = 0
    for (const story of stored) {
      const inFrench = french.get(story.uuid)
      const inGerman = german.get(story.uuid)
      expect(inGerman?.lang, story.full_slug).toBe('de')
      expect(JSON.stringify(inGerman?.content)).not.toContain(I18N_SEPARATOR)
      for (const field of translatableFields(story.content)) {
        const path = [...field.path, field.field]
        expect(at(inFrench?.content, path), `${story.full_slug} ${path.join('.')}`).toEqual(
          field.french
        )
        expect(at(inGerman?.content, path), `${story.full_slug} ${path.join('.')}`).toEqual(
          field.german
        )
        compared++
      }
    }
    expect(compared).toBeGreaterThan(2_500)
  })

  it('a field without German falls back to the French, the others stay German', async () => {
    const fixture = await contractFixture()
    const home = stored.find((story) => story.full_slug === 'home-page/')
    if (!home?.content) throw new Error('no home page in the demo space')
    const [first, second] = translatableFields(home.content).filter(
      (field) => field.kind === 'text'
    )
    if (!first || !second) throw new Error('home page without texts')
    const content = structuredClone(home.content)
    const holder = at(content, first.path)
    if (!isRecord(holder)) throw new Error('field holder not found')
    delete holder[`${first.field}${I18N_SEPARATOR}de`]
    const cv = await publishStory(fixture.db, { ...home, content })
    const response = await fixture.get(`cdn/stories/${home.full_slug}`, { cv, language: 'de' })
    const answer = (response.data.story as Delivered).content
    expect(at(answer, [...first.path, first.field])).toBe(first.french)
    expect(first.german).not.toBe(first.french)
    expect(at(answer, [...second.path, second.field])).toBe(second.german)
  })

  it('answers without a language are the French as stored, German keys left out', async () => {
    const french = await allStories()
    for (const story of stored)
      expect(french.get(story.uuid)?.content, story.full_slug).toEqual(
        withoutTranslations(story.content)
      )
  })
})
