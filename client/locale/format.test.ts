import { describe, expect, it } from 'vitest'
import { formatDate, formatKilometres, formatPrice } from './format.ts'

// CLDR's fr-LU groups thousands with a dot (unlike fr-FR) and puts the euro sign after.
const clean = (s: string) => s.replace(/\u202f|\u00a0/g, ' ')

describe('fr-LU formatting', () => {
  it('formats prices the Luxembourg way', () => {
    expect(clean(formatPrice(32990))).toBe('32.990 €')
    expect(clean(formatPrice(412.5, true))).toBe('412,50 €')
  })
  it('formats distances and dates in French', () => {
    expect(clean(formatKilometres(15000))).toBe('15.000 km')
    expect(formatDate('2026-06-23T10:00:00Z')).toBe('23 juin 2026')
  })
})
