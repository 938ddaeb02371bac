import { describe, expect, it } from 'vitest'
import type { Closure } from '../../domain/location.ts'
import { luxembourgPublicHolidays } from './luxembourg-public-holidays.ts'
import { openStatus } from './open-status.ts'
import { closedForGood, nightTyreService, roundTheClock, showroom } from './test-fixtures.ts'

const at = (iso: string) => new Date(iso)

describe('openStatus', () => {
  it('says open now and when it closes', () => {
    expect(openStatus(showroom, [], at('2026-04-07T15:00:00+02:00'), 'fr')).toEqual({
      open: true,
      label: 'Ouvert maintenant',
      detail: 'Ferme à 18:00',
    })
  })

  it('says closed at lunch and gives the afternoon opening without a day', () => {
    expect(openStatus(showroom, [], at('2026-04-07T12:15:00+02:00'), 'fr')).toEqual({
      open: false,
      label: 'Fermé',
      detail: 'Ouvre à 13:00',
    })
  })

  it('says "demain" for an opening the next day', () => {
    expect(openStatus(showroom, [], at('2026-04-07T19:00:00+02:00'), 'fr').detail).toBe(
      'Ouvre demain à 08:00'
    )
    // Just after midnight the same opening is "today".
    expect(openStatus(showroom, [], at('2026-04-08T00:05:00+02:00'), 'fr').detail).toBe(
      'Ouvre à 08:00'
    )
  })

  it('names the weekday for an opening later in the week', () => {
    expect(openStatus(showroom, [], at('2026-04-11T17:30:00+02:00'), 'fr').detail).toBe(
      'Ouvre lundi à 08:00'
    )
    expect(
      openStatus(
        showroom,
        luxembourgPublicHolidays(2026, 'fr'),
        at('2026-04-04T17:30:00+02:00'),
        'fr'
      ).detail
    ).toBe('Ouvre mardi à 08:00')
  })

  it('gives the full date after a closure longer than a week', () => {
    const works: Closure[] = ['23', '24', '25', '26', '27', '28', '30', '31'].map((day) => ({
      date: `2026-03-${day}`,
      label: 'Travaux',
    }))
    expect(openStatus(showroom, works, at('2026-03-21T18:00:00+01:00'), 'fr').detail).toBe(
      'Ouvre le mercredi 1er avril à 08:00'
    )
  })

  it('keeps a closing after midnight as a plain time', () => {
    expect(openStatus(nightTyreService, [], at('2026-04-11T23:00:00+02:00'), 'fr')).toEqual({
      open: true,
      label: 'Ouvert maintenant',
      detail: 'Ferme à 02:00',
    })
  })

  it('has no closing time for round-the-clock hours', () => {
    expect(openStatus(roundTheClock, [], at('2026-04-07T03:00:00+02:00'), 'fr').detail).toBe(
      'Ouvert 24 h/24'
    )
  })

  it('has no next opening for a department that never opens', () => {
    expect(openStatus(closedForGood, [], at('2026-04-07T10:00:00+02:00'), 'fr')).toEqual({
      open: false,
      label: 'Fermé',
      detail: 'Aucune ouverture prévue',
    })
  })
})

describe('openStatus in German', () => {
  it('says open now and when it closes', () => {
    expect(openStatus(showroom, [], at('2026-04-07T15:00:00+02:00'), 'de')).toEqual({
      open: true,
      label: 'Jetzt geöffnet',
      detail: 'Schließt um 18:00\u00a0Uhr',
    })
  })

  it('names tomorrow, the weekday and the date of the next opening', () => {
    expect(openStatus(showroom, [], at('2026-04-07T19:00:00+02:00'), 'de').detail).toBe(
      'Öffnet morgen um 08:00\u00a0Uhr'
    )
    expect(openStatus(showroom, [], at('2026-04-11T17:30:00+02:00'), 'de').detail).toBe(
      'Öffnet am Montag um 08:00\u00a0Uhr'
    )
    const works: Closure[] = ['23', '24', '25', '26', '27', '28', '30', '31'].map((day) => ({
      date: `2026-03-${day}`,
      label: 'Travaux',
    }))
    expect(openStatus(showroom, works, at('2026-03-21T18:00:00+01:00'), 'de').detail).toBe(
      'Öffnet am Mittwoch, 1. April um 08:00\u00a0Uhr'
    )
  })
})
