import { describe, expect, it } from 'vitest'
import { formatFrenchDate } from './format-french-date.ts'

describe('formatFrenchDate', () => {
  it('writes the weekday, the day, the month and the year in French', () => {
    expect(formatFrenchDate('2026-06-23')).toBe('mardi 23 juin 2026')
    expect(formatFrenchDate('2026-12-25')).toBe('vendredi 25 décembre 2026')
  })

  it('writes the first of the month as "1er"', () => {
    expect(formatFrenchDate('2026-05-01')).toBe('vendredi 1er mai 2026')
  })
})
