import { describe, expect, it } from 'vitest'
import { lockedFilterNotice, paramLabel, unknownFilterNotice } from './stock-overview-notices.ts'

const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('notices about filters not applied', () => {
  it('names the filter in French and repeats the value', () => {
    expect(plain(unknownFilterNotice({ param: 'model', value: 'xyz' }, 'fr'))).toBe(
      'Le filtre « modèle : xyz » n’est pas reconnu ; il n’a pas été appliqué.'
    )
    expect(plain(lockedFilterNotice({ param: 'category', value: 'new' }, 'fr'))).toBe(
      'Le filtre « catégorie : Neuf » ne s’applique pas sur cette page ; il n’a pas été appliqué.'
    )
  })

  it('keeps guillemets and colons with their words (no-break spaces)', () => {
    expect(unknownFilterNotice({ param: 'fuel', value: 'x' }, 'fr')).toContain(
      '«\u00a0carburant\u00a0: x\u00a0»'
    )
  })

  it('labels every kind of parameter', () => {
    expect(paramLabel('price_max', 'fr')).toBe('prix maximum')
    expect(paramLabel('year_min', 'fr')).toBe('année de construction minimum')
    expect(paramLabel('vat_reportable', 'fr')).toBe('TVA déductible')
    expect(paramLabel('emissions_class', 'fr')).toBe('norme d’émission')
    expect(paramLabel('brand', 'fr')).toBe('marque')
  })

  it('names the filter in German, nouns capitalised', () => {
    expect(unknownFilterNotice({ param: 'fuel', value: 'x' }, 'de')).toBe(
      'Der Filter „Kraftstoff: x“ ist unbekannt und wurde nicht angewendet.'
    )
    expect(lockedFilterNotice({ param: 'category', value: 'new' }, 'de')).toContain(
      '„Kategorie: Neuwagen“'
    )
    expect(paramLabel('price_max', 'de')).toBe('Preis Maximum')
  })
})
