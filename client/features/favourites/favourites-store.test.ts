import { beforeEach, describe, expect, it } from 'vitest'
import { favouritesMessages } from '../../locale/messages/favourites.ts'
import { messagesOf } from '../../locale/messages.ts'
import { favouritesState, pruneFavourites, toggleFavourite } from './favourites-store.ts'
import type { SavedVehicle } from './persisted-list.ts'

const vehicle = (id: number): SavedVehicle => ({
  id,
  slug: `${id}-1-ford-puma`,
  title: `Ford Puma ${id}`,
  image: null,
})

describe('favourites', () => {
  beforeEach(() => {
    favouritesState.items = []
  })

  it('toggles a vehicle in and out', () => {
    expect(toggleFavourite(vehicle(4))).toBe(true)
    expect(toggleFavourite(vehicle(9))).toBe(true)
    expect(favouritesState.items.map((item) => item.id)).toEqual([4, 9])
    expect(toggleFavourite(vehicle(4))).toBe(false)
    expect(favouritesState.items.map((item) => item.id)).toEqual([9])
  })

  it('removes the vehicles that are no longer available and counts them', () => {
    for (const id of [1, 2, 3, 4]) toggleFavourite(vehicle(id))
    expect(pruneFavourites([2, 4, 77])).toBe(2)
    expect(favouritesState.items.map((item) => item.id)).toEqual([1, 3])
    expect(pruneFavourites([])).toBe(0)
  })
})

describe('the favourites’ catalogue', () => {
  it('writes the removal notice in correct French and German, singular and plural', () => {
    const fr = messagesOf(favouritesMessages, 'fr')
    const de = messagesOf(favouritesMessages, 'de')
    expect(fr.removed(1)).toBe(
      '1 véhicule a été retiré de vos favoris car il n’est plus disponible.'
    )
    expect(fr.removed(3)).toBe(
      '3 véhicules ont été retirés de vos favoris car ils ne sont plus disponibles.'
    )
    expect(de.removed(1)).toBe(
      '1 Fahrzeug wurde aus Ihren Favoriten entfernt, da es nicht mehr verfügbar ist.'
    )
    expect(de.removed(3)).toBe(
      '3 Fahrzeuge wurden aus Ihren Favoriten entfernt, da sie nicht mehr verfügbar sind.'
    )
  })
})
