import { describe, expect, it } from 'vitest'
import { formatsFor } from '../../locale/format.ts'
import { rangeValueText } from './range-value.ts'

const price = { unit: '€', money: true }

describe('a numeric filter’s value', () => {
  it('writes a price as the language writes prices: the euro first in English', () => {
    expect(rangeValueText(2500, price, formatsFor('en'))).toBe('€2,500')
    expect(rangeValueText(2500, price, formatsFor('fr'))).toBe('2\u202f500\u00a0€')
    expect(rangeValueText(2500, price, formatsFor('de'))).toBe('2.500\u00a0€')
  })

  it('keeps another unit after the number, and a year as it is', () => {
    expect(rangeValueText(60, { unit: 'ch', money: false }, formatsFor('fr'))).toBe('60\u00a0ch')
    expect(rangeValueText(50_000, { unit: 'km', money: false }, formatsFor('en'))).toBe(
      '50,000\u00a0km'
    )
    expect(rangeValueText(2019, { unit: '', money: false }, formatsFor('en'))).toBe('2019')
  })
})
