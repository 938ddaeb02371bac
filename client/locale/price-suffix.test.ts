import { describe, expect, it } from 'vitest'
import { parsePriceSuffix } from '../domain/vat-basis.ts'
import { messagesOf } from './messages.ts'
import { vehicleVocabularyMessages } from './messages/vehicle-vocabulary.ts'
import { priceSuffix } from './price-suffix.ts'
import { withFullStop } from './sentence.ts'

const inLanguage = (language: 'fr' | 'de', suffix: string) =>
  priceSuffix(messagesOf(vehicleVocabularyMessages, language), suffix)

describe('a stock price’s VAT suffix', () => {
  it('is read as data: basis and period', () => {
    expect(parsePriceSuffix('TVAC')).toEqual({ basis: 'inclVat', perMonth: false })
    expect(parsePriceSuffix('HTVA')).toEqual({ basis: 'exclVat', perMonth: false })
    expect(parsePriceSuffix('/mois TVAC')).toEqual({ basis: 'inclVat', perMonth: true })
    expect(parsePriceSuffix('hors taxes')).toBeNull()
  })

  it.each([
    ['TVAC', 'TVAC', 'inkl. MwSt.'],
    ['HTVA', 'HTVA', 'exkl. MwSt.'],
    ['/mois TVAC', '/mois TVAC', '/Monat inkl. MwSt.'],
    ['/mois HTVA', '/mois HTVA', '/Monat exkl. MwSt.'],
  ])('"%s" reads "%s" in French and "%s" in German', (suffix, french, german) => {
    expect(inLanguage('fr', suffix)).toBe(french)
    expect(inLanguage('de', suffix)).toBe(german)
  })

  it('keeps a suffix it does not know as it came', () => {
    expect(inLanguage('de', '')).toBe('')
    expect(inLanguage('de', 'net')).toBe('net')
  })
})

describe('a sentence’s full stop', () => {
  it('is not doubled after an abbreviation', () => {
    expect(withFullStop('ab 19.990 € inkl. MwSt.')).toBe('ab 19.990 € inkl. MwSt.')
    expect(withFullStop('à partir de 19 990 € TVAC')).toBe('à partir de 19 990 € TVAC.')
  })
})
