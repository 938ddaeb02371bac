import { describe, expect, it } from 'vitest'
import { formatWeek } from './format-week.ts'
import { nightTyreService, showroom } from './test-fixtures.ts'

describe('formatWeek', () => {
  it('lists Monday to Sunday in French with ranges or "Fermé"', () => {
    expect(formatWeek(showroom, 'fr').map((row) => `${row.day}: ${row.hours}`)).toEqual([
      'Lundi: 08:00 – 12:00, 13:00 – 18:00',
      'Mardi: 08:00 – 12:00, 13:00 – 18:00',
      'Mercredi: 08:00 – 12:00, 13:00 – 18:00',
      'Jeudi: 08:00 – 12:00, 13:00 – 18:00',
      'Vendredi: 08:00 – 12:00, 13:00 – 18:00',
      'Samedi: 09:00 – 17:00',
      'Dimanche: Fermé',
    ])
  })

  it('keeps the weekday key and open flag for each row', () => {
    const sunday = formatWeek(showroom, 'fr')[6]
    expect(sunday).toEqual({ weekday: 'sunday', day: 'Dimanche', open: false, hours: 'Fermé' })
  })

  it('shows a range past midnight with its advertised times', () => {
    expect(formatWeek(nightTyreService, 'fr')[5]?.hours).toBe('22:00 – 02:00')
  })

  it('writes the weekdays and "Geschlossen" in German', () => {
    expect(formatWeek(showroom, 'de')[6]).toEqual({
      weekday: 'sunday',
      day: 'Sonntag',
      open: false,
      hours: 'Geschlossen',
    })
    expect(formatWeek(showroom, 'de')[0]?.day).toBe('Montag')
  })
})
