import { describe, expect, it } from 'vitest'
import { blockSchemas } from '../../../client/blocks/block-schemas.ts'
import type { BlockName } from '../../../client/blocks/block-names.ts'
import { translateContent } from '../../../worker/local-services/content/i18n.ts'
import { germanOf } from './de/german.ts'
import { englishOf } from './en/english.ts'
import { generateFrenchStories } from './generate.ts'
import { CONTENT_LANGUAGES } from './languages.ts'
import { readStories } from './read-stories.ts'
import {
  withoutTranslations,
  isRecord,
  translatableFields,
  type TranslatableField,
} from './translatable.ts'

/** The translations of the committed demo space (add-translations.ts, de/, en/). */
const committed = readStories()
const isBlockName = (name: string): name is BlockName => name in blockSchemas
const stories = committed.filter((story) => !story.is_folder)

/** French words that never belong in German or English copy (proper names aside). */
const FRENCH_WORDS = /\b(vous|votre|vos|nos|notre|avec|les|une|est|sont|chez)\b/iu

/**
 * Each language of the space, with the texts that may read as the French does: brand and model
 * names, towns, years, phone numbers, addresses and a few loanwords the language uses as they are.
 */
const LANGUAGE_CHECKS = [
  {
    code: 'de',
    name: 'German',
    translate: germanOf,
    sameAsFrench: /^(\p{Lu}[\p{L}\d-]*( [\p{L}\d-]+)*|[\d+ ]+|\d+, .+|Leasing|FAQ|Services)$/u,
    examples: [
      ['Réserver un essai', 'Probefahrt buchen'],
      ['Ford Puma en stock', 'Ford Puma auf Lager'],
      ['Bienvenue à Niederkorn', 'Willkommen in Niederkorn'],
    ],
  },
  {
    code: 'en',
    name: 'English',
    translate: englishOf,
    sameAsFrench:
      /^(\p{Lu}[\p{L}\d-]*( [\p{L}\d-]+)*|[\d+ ]+|\d+, .+|Leasing|FAQ|Services|Stock|Contact|Showroom|Portraits|Winter|(Private|Business) lease|Fleet leasing)$/u,
    examples: [
      ['Réserver un essai', 'Book a test drive'],
      ['Ford Puma en stock', 'Ford Puma in stock'],
      ['Bienvenue à Niederkorn', 'Welcome to Niederkorn'],
      [
        'Fiat 500e Icon Électrique 42 kWh en private-lease – 550,92 €/mois TVAC',
        'Fiat 500e Icon Electric 42 kWh on private lease – €550.92/month VAT incl.',
      ],
    ],
  },
] as const

/** Every text a field's value holds: the string, a rich text's text nodes, alt texts, SEO texts. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (!isRecord(value)) return []
  if (value.fieldtype === 'asset') return typeof value.alt === 'string' ? [value.alt] : []
  return ['text', 'title', 'description', 'content']
    .flatMap((key) => textsOf(value[key]))
    .filter((text) => text !== '')
}

/** A rich text document's shape without its words: node types, marks and link targets. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'text')
      .map(([key, child]) => [key, shapeOf(child)])
  )
}

function describeField(slug: string, field: TranslatableField) {
  return `${slug}: ${[...field.path, field.field].join('.')} (${field.component})`
}

it('has every language of the space, each with its checks', () => {
  expect(CONTENT_LANGUAGES.map((language) => language.code)).toEqual(
    LANGUAGE_CHECKS.map((language) => language.code)
  )
})

describe.each(LANGUAGE_CHECKS)('$name in the demo space', (language) => {
  const fields = stories.flatMap((story) =>
    translatableFields(story.content, language.code).map((field) => ({ story, field }))
  )

  it('is beside every translatable field of every story, in the same shape', () => {
    expect(fields.length).toBeGreaterThan(2_500)
    const problems = fields.flatMap(({ story, field }) => {
      const where = describeField(story.full_slug, field)
      const { french, translated, kind } = field
      const missing = [`${where}: no ${language.name}`]
      if (kind === 'text')
        return typeof translated === 'string' && translated.trim() !== '' ? [] : missing
      if (kind === 'richtext')
        return isRecord(translated) && textsOf(translated).every((text) => text.trim() !== '')
          ? JSON.stringify(shapeOf(translated)) === JSON.stringify(shapeOf(french))
            ? []
            : [`${where}: ${language.name} rich text of another shape`]
          : missing
      if (kind === 'asset' || kind === 'assets') {
        const frenchFiles = textsOf(french).length
        const sameFiles =
          JSON.stringify([translated].flat().map((asset) => isRecord(asset) && asset.filename)) ===
          JSON.stringify([french].flat().map((asset) => isRecord(asset) && asset.filename))
        return sameFiles && textsOf(translated).length === frenchFiles
          ? []
          : [`${where}: ${language.name} image is not the same image with a translated alt`]
      }
      return isRecord(translated) && isRecord(french) && translated.title && translated.description
        ? []
        : [`${where}: no ${language.name} SEO texts`]
    })
    expect(problems).toEqual([])
    // Every story has some: the only stories without a translatable field would be empty ones.
    for (const story of stories)
      expect(
        translatableFields(story.content, language.code).length,
        story.full_slug
      ).toBeGreaterThan(0)
  })

  it(`is written in ${language.name}: no French sentence copied over, the same text only for names and numbers`, () => {
    const french = fields.flatMap(({ story, field }) =>
      textsOf(field.translated)
        .filter((text) => FRENCH_WORDS.test(text))
        .map((text) => `${describeField(story.full_slug, field)}: ${text}`)
    )
    expect(french).toEqual([])
    const copied = new Set(
      fields.flatMap(({ field }) =>
        field.kind === 'text' && field.translated === field.french ? [String(field.french)] : []
      )
    )
    expect([...copied].filter((text) => !language.sameAsFrench.test(text))).toEqual([])
    expect(copied.size).toBeLessThan(fields.length / 20)
  })

  it('leaves the French exactly as the page builders write it', () => {
    // The site-config story's builder writes some translations itself (the interface catalogues').
    expect(committed.map(withoutTranslations)).toEqual(
      [...generateFrenchStories()].sort((a, b) => a.id - b.id).map(withoutTranslations)
    )
  })

  it('validates against the block schemas once translated, as the French does', () => {
    const problems = stories.flatMap((story) => {
      const { content } = translateContent(story.content, language.code, undefined)
      const name = content?.component ?? ''
      if (!isBlockName(name)) return [`${story.full_slug}: unknown content type ${name}`]
      const result = blockSchemas[name].safeParse(content)
      return result.success ? [] : [`${story.full_slug}: ${result.error.message}`]
    })
    expect(problems).toEqual([])
  })

  it('comes from catalogues and templates that refuse a French text they do not know', () => {
    for (const [french, translated] of language.examples)
      expect(language.translate(french)).toBe(translated)
    // A template matches only known names: an unknown brand or a French phrase is no name.
    expect(() => language.translate('Peugeot en stock')).toThrow(
      `No ${language.name} for "Peugeot en stock"`
    )
    expect(() => language.translate('Votre voiture en stock')).toThrow(`No ${language.name}`)
    expect(language.translate('+352 26 44 10 00')).toBe('+352 26 44 10 00')
  })
})
