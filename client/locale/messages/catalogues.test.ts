import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../language.ts'

/** Every language file of the catalogues, by language then area (`fr/app.ts` → fr, app). */
const files = import.meta.glob<{ default: unknown }>('./*/*.ts', { eager: true })

function byLanguage() {
  const areas = new Map<string, Map<string, unknown>>()
  for (const [path, module] of Object.entries(files)) {
    const [, language = '', area = ''] = /^\.\/([a-z]{2})\/(.+)\.ts$/.exec(path) ?? []
    if (!areas.has(language)) areas.set(language, new Map())
    areas.get(language)?.set(area, module.default)
  }
  return areas
}

/** The shape of a catalogue: each key's path with the kind of its value (and a function's arity). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function/${value.length}`]
  if (typeof value !== 'object' || value === null) return [`${path}: ${typeof value}`]
  return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`))
}

/**
 * The keys whose text is blank in `other` where French writes words: a translation left empty.
 * (Typographic pieces, such as the space French puts before a colon, may be blank in another
 * language; a French text that is blank may be blank elsewhere.)
 */
function blankWhereFrenchWrites(french: unknown, other: unknown, path = ''): string[] {
  if (typeof french === 'string')
    return /\p{L}/u.test(french) && !(typeof other === 'string' && other.trim()) ? [path] : []
  if (typeof french !== 'object' || french === null) return []
  return Object.entries(french).flatMap(([key, inner]) =>
    blankWhereFrenchWrites(
      inner,
      (other as Record<string, unknown> | null)?.[key],
      `${path}.${key}`
    )
  )
}

describe('the interface catalogues', () => {
  const catalogues = byLanguage()
  const french = catalogues.get('fr') ?? new Map<string, unknown>()

  it('has a folder for every language, with the same areas as French', () => {
    expect([...catalogues.keys()].sort()).toEqual([...LANGUAGES].sort())
    for (const language of LANGUAGES)
      expect([...(catalogues.get(language)?.keys() ?? [])].sort()).toEqual(
        [...french.keys()].sort()
      )
  })

  it.each([...french.keys()])(
    '%s: every language has the keys, kinds and arities of French',
    (area) => {
      for (const language of LANGUAGES)
        expect(shape(catalogues.get(language)?.get(area))).toEqual(shape(french.get(area)))
    }
  )

  it.each([...french.keys()])('%s: no language leaves blank a text French writes', (area) => {
    for (const language of LANGUAGES)
      expect(blankWhereFrenchWrites(french.get(area), catalogues.get(language)?.get(area))).toEqual(
        []
      )
  })
})
