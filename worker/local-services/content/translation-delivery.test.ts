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
 * The demo space's translations (German, English) through the delivery API, with Storyblok's own
 * client: `language=de` (`en`) answers the German (English) where the French answer has French,
 * a field without a translation falls back to the French, and answers without `language` are the
 * French as stored.
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

describe('the space’s languages', () => {
  it('spaces/me lists German and English among the space’s languages', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/spaces/me', {})
    expect(response.data.space.language_codes).toEqual(['de', 'en'])
  })

  it('answers without a language are the French as stored, translation keys left out', async () => {
    const french = await allStories()
    for (const story of stored)
      expect(french.get(story.uuid)?.content, story.full_slug).toEqual(
        withoutTranslations(story.content)
      )
  })
})

describe.each([
  { language: 'de', name: 'German' },
  { language: 'en', name: 'English' },
])('$name through the delivery API', ({ language, name }) => {
  it(`language=${language} answers ${name} in every translatable field where the French answer has French`, async () => {
    const [french, translated] = await Promise.all([allStories(), allStories(language)])
    expect(translated.size).toBe(stored.length)
    let compared = 0
    for (const story of stored) {
      const inFrench = french.get(story.uuid)
      const inLanguage = translated.get(story.uuid)
      expect(inLanguage?.lang, story.full_slug).toBe(language)
      expect(JSON.stringify(inLanguage?.content)).not.toContain(I18N_SEPARATOR)
      for (const field of translatableFields(story.content, language)) {
        const path = [...field.path, field.field]
        expect(at(inFrench?.content, path), `${story.full_slug} ${path.join('.')}`).toEqual(
          field.french
        )
        expect(at(inLanguage?.content, path), `${story.full_slug} ${path.join('.')}`).toEqual(
          field.translated
        )
        compared++
      }
    }
    expect(compared).toBeGreaterThan(2_500)
  })

  it(`a field without ${name} falls back to the French, the others stay ${name}`, async () => {
    const fixture = await contractFixture()
    const home = stored.find((story) => story.full_slug === 'home-page/')
    if (!home?.content) throw new Error('no home page in the demo space')
    const [first, second] = translatableFields(home.content, language).filter(
      (field) => field.kind === 'text'
    )
    if (!first || !second) throw new Error('home page without texts')
    const content = structuredClone(home.content)
    const holder = at(content, first.path)
    if (!isRecord(holder)) throw new Error('field holder not found')
    delete holder[`${first.field}${I18N_SEPARATOR}${language}`]
    const cv = await publishStory(fixture.db, { ...home, content })
    const response = await fixture.get(`cdn/stories/${home.full_slug}`, { cv, language })
    const answer = (response.data.story as Delivered).content
    expect(at(answer, [...first.path, first.field])).toBe(first.french)
    expect(first.translated).not.toBe(first.french)
    expect(at(answer, [...second.path, second.field])).toBe(second.translated)
  })
})

describe('English as a visitor reads it', () => {
  it('home, frame, lease offer and news article answer English, none of their French', async () => {
    const english = await allStories('en')
    const read = (slug: string) => {
      const story = stored.find((candidate) => candidate.full_slug === slug)
      return JSON.stringify(english.get(story?.uuid ?? '')?.content ?? null)
    }
    const expectations: [string, string, string][] = [
      [
        'home-page/',
        'Your next car is waiting in Luxembourg',
        'Votre prochaine voiture vous attend au Luxembourg',
      ],
      ['site-config', 'Our showrooms are open on Saturdays', 'Ouvert le samedi'],
      ['site-config', 'Privacy', 'Protection des données'],
      ['private-lease/fiat-500e-icon', '€550.92/month VAT incl.', '550,92 €/mois TVAC'],
      ['contact', 'Contact us', 'Contactez-nous'],
      [
        'news/autofestival-2026-nos-offres',
        'Up to €4,000 off, depending on the model',
        'Jusqu’à 4 000 € de remise',
      ],
    ]
    for (const [slug, inEnglish, inFrench] of expectations) {
      expect(read(slug), slug).toContain(inEnglish)
      expect(read(slug), slug).not.toContain(inFrench)
    }
  })
})
