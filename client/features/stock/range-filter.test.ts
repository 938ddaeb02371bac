import { describe, expect, it } from 'vitest'
import { formatsFor } from '../../locale/format.ts'
import { withUnit } from './range-filter.tsx'

describe('a range filter’s value', () => {
  it('writes a price as the language writes prices: the euro first in English', () => {
    expect(withUnit(2500, '€', formatsFor('en'))).toBe('€2,500')
  })

  it('keeps the unit after the number where the language writes it so', () => {
    expect(withUnit(2500, '€', formatsFor('fr'))).toBe('2\u202f500 €')
    expect(withUnit(60, 'ch', formatsFor('fr'))).toBe('60 ch')
    expect(withUnit(2019, '', formatsFor('en'))).toBe('2019')
  })
})
