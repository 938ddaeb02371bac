import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { favouritesMessages } from '../../locale/messages/favourites.ts'
import { messagesOf } from '../../locale/messages.ts'
import {
  favouritesList,
  favouritesState,
  pruneFavourites,
  toggleFavourite,
} from './favourites-store.ts'
import { priceDropOf, rememberPrices } from './price-drop.ts'
import { type SavedVehicle, toSavedVehicle } from './persisted-list.ts'

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

describe('a price drop on a favourite ("Prix baissé")', () => {
  beforeEach(() => {
    favouritesState.items = []
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  const inStock = (id: number, amount: number) => ({ id, price: { purchase: { amount } } })

  it('keeps the price the vehicle had when it was kept, and says when it is lower now', () => {
    toggleFavourite(
      toSavedVehicle({ ...vehicle(7), images: [], price: { purchase: { amount: 24_990 } } })
    )
    expect(favouritesState.items[0]?.price).toBe(24_990)
    expect(priceDropOf(favouritesState.items, inStock(7, 22_990))).toBe(24_990)
    expect(priceDropOf(favouritesState.items, inStock(7, 24_990))).toBeNull()
    expect(priceDropOf(favouritesState.items, inStock(7, 25_990))).toBeNull()
    expect(priceDropOf(favouritesState.items, inStock(8, 1))).toBeNull()
  })

  it('gives a favourite kept without a price today’s price, and never overwrites a kept one', () => {
    favouritesState.items = [vehicle(1), { ...vehicle(2), price: 30_000 }]
    rememberPrices([
      { id: 1, price: 19_000 },
      { id: 2, price: 28_000 },
    ])
    expect(favouritesState.items.map((item) => item.price)).toEqual([19_000, 30_000])
  })

  it('reads the kept price back from storage, and drops a price that is not a number', () => {
    const stored = JSON.stringify([
      { id: 3, slug: '3-1-a', title: 'A', image: null, price: 12_500 },
      { id: 4, slug: '4-1-b', title: 'B', image: null, price: '9 €' },
    ])
    // The unit tests run without a DOM: the browser's storage as far as the list reads it.
    vi.stubGlobal('window', {
      localStorage: { getItem: () => stored, setItem: () => undefined },
      addEventListener: () => undefined,
    })
    favouritesState.loaded = false
    favouritesList.load()
    expect(favouritesState.items.map((item) => item.price)).toEqual([12_500, null])
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
