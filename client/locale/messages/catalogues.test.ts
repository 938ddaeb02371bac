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

/** Every string of a catalogue, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(strings)
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

  it.each([...french.keys()])('%s: no empty text in any language', (area) => {
    for (const language of LANGUAGES)
      expect(strings(catalogues.get(language)?.get(area)).filter((text) => !text.trim())).toEqual(
        []
      )
  })
})
