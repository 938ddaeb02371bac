import { describe, expect, it } from 'vitest'
import { blockSchemas } from '../../../client/blocks/block-schemas.ts'
import type { BlockName } from '../../../client/blocks/block-names.ts'
import { translateContent } from '../../../worker/local-services/content/i18n.ts'
import { germanOf } from './de/german.ts'
import { generateFrenchStories } from './generate.ts'
import { readStories } from './read-stories.ts'
import {
  withoutTranslations,
  isRecord,
  translatableFields,
  type TranslatableField,
} from './translatable.ts'

/** The German of the committed demo space (add-german.ts, de/). */
const committed = readStories()
const isBlockName = (name: string): name is BlockName => name in blockSchemas
const stories = committed.filter((story) => !story.is_folder)

/** French words that never belong in German copy (proper names aside). */
const FRENCH_WORDS = /\b(vous|votre|vos|nos|notre|avec|les|une|est|sont|chez)\b/iu

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

describe('German in the demo space', () => {
  const fields = stories.flatMap((story) =>
    translatableFields(story.content).map((field) => ({ story, field }))
  )

  it('is beside every translatable field of every story, in the same shape', () => {
    expect(fields.length).toBeGreaterThan(2_500)
    const problems = fields.flatMap(({ story, field }) => {
      const where = describeField(story.full_slug, field)
      const { french, german, kind } = field
      if (kind === 'text')
        return typeof german === 'string' && german.trim() !== '' ? [] : [`${where}: no German`]
      if (kind === 'richtext')
        return isRecord(german) && textsOf(german).every((text) => text.trim() !== '')
          ? JSON.stringify(shapeOf(german)) === JSON.stringify(shapeOf(french))
            ? []
            : [`${where}: German rich text of another shape`]
          : [`${where}: no German`]
      if (kind === 'asset' || kind === 'assets') {
        const frenchFiles = textsOf(french).length
        const sameFiles =
          JSON.stringify([german].flat().map((asset) => isRecord(asset) && asset.filename)) ===
          JSON.stringify([french].flat().map((asset) => isRecord(asset) && asset.filename))
        return sameFiles && textsOf(german).length === frenchFiles
          ? []
          : [`${where}: German image is not the same image with a German alt`]
      }
      return isRecord(german) && isRecord(french) && german.title && german.description
        ? []
        : [`${where}: no German SEO texts`]
    })
    expect(problems).toEqual([])
    // Every story has some: the only stories without a translatable field would be empty ones.
    for (const story of stories)
      expect(translatableFields(story.content).length, story.full_slug).toBeGreaterThan(0)
  })

  it('is written in German: no French sentence copied over, the same text only for names and numbers', () => {
    const french = fields.flatMap(({ story, field }) =>
      textsOf(field.german)
        .filter((text) => FRENCH_WORDS.test(text))
        .map((text) => `${describeField(story.full_slug, field)}: ${text}`)
    )
    expect(french).toEqual([])
    const copied = new Set(
      fields.flatMap(({ field }) =>
        field.kind === 'text' && field.german === field.french ? [String(field.french)] : []
      )
    )
    // Brand and model names, towns, years, phone numbers, addresses and three loanwords.
    const sameInGerman =
      /^(\p{Lu}[\p{L}\d-]*( [\p{L}\d-]+)*|[\d+ ]+|\d+, .+|Leasing|FAQ|Services)$/u
    expect([...copied].filter((text) => !sameInGerman.test(text))).toEqual([])
    expect(copied.size).toBeLessThan(fields.length / 20)
  })

  it('leaves the French exactly as the page builders write it', () => {
    // The site-config story's builder writes its German itself (the interface catalogues').
    expect(committed.map(withoutTranslations)).toEqual(
      [...generateFrenchStories()].sort((a, b) => a.id - b.id).map(withoutTranslations)
    )
  })

  it('validates against the block schemas once translated, as the French does', () => {
    const problems = stories.flatMap((story) => {
      const { content } = translateContent(story.content, 'de', undefined)
      const name = content?.component ?? ''
      if (!isBlockName(name)) return [`${story.full_slug}: unknown content type ${name}`]
      const result = blockSchemas[name].safeParse(content)
      return result.success ? [] : [`${story.full_slug}: ${result.error.message}`]
    })
    expect(problems).toEqual([])
  })

  it('comes from catalogues and templates that refuse a French text they do not know', () => {
    expect(germanOf('Réserver un essai')).toBe('Probefahrt buchen')
    expect(germanOf('Ford Puma en stock')).toBe('Ford Puma auf Lager')
    expect(germanOf('Bienvenue à Niederkorn')).toBe('Willkommen in Niederkorn')
    // A template matches only known names: an unknown brand or a French phrase is no name.
    expect(() => germanOf('Peugeot en stock')).toThrow('No German for "Peugeot en stock"')
    expect(() => germanOf('Votre voiture en stock')).toThrow(/No German/)
    expect(germanOf('+352 26 44 10 00')).toBe('+352 26 44 10 00')
  })
})
