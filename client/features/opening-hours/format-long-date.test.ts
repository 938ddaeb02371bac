import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format-long-date.ts'

describe('formatLongDate', () => {
  it('writes the weekday, the day, the month and the year in French', () => {
    expect(formatLongDate('2026-06-23', 'fr')).toBe('mardi 23 juin 2026')
    expect(formatLongDate('2026-12-25', 'fr')).toBe('vendredi 25 décembre 2026')
  })

  it('writes the first of the month as "1er" in French', () => {
    expect(formatLongDate('2026-05-01', 'fr')).toBe('vendredi 1er mai 2026')
  })

  it('writes the weekday, a comma and the ordinal day in German', () => {
    expect(formatLongDate('2026-06-23', 'de')).toBe('Dienstag, 23. Juni 2026')
    expect(formatLongDate('2026-05-01', 'de')).toBe('Freitag, 1. Mai 2026')
  })

  it('writes a dash for what is not a date', () => {
    expect(formatLongDate('2026-13-01', 'de')).toBe('—')
  })
})
