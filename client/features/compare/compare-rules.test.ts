import { describe, expect, it } from 'vitest'
import { compareMessages } from '../../locale/messages/compare.ts'
import { messagesOf } from '../../locale/messages.ts'
import type { SavedVehicle } from '../favourites/persisted-list.ts'
import { COMPARE_MAX, addVehicle, moveVehicle } from './compare-rules.ts'

const vehicle = (id: number): SavedVehicle => ({
  id,
  slug: `${id}-1-kia-picanto`,
  title: `Véhicule ${id}`,
  image: null,
})

function fill(count: number): SavedVehicle[] {
  let items: SavedVehicle[] = []
  for (let id = 1; id <= count; id++) {
    const result = addVehicle(items, vehicle(id))
    if (!result.ok) throw new Error(`refused vehicle ${id}`)
    items = result.items
  }
  return items
}

describe('compare rules', () => {
  it('accepts six vehicles and refuses the seventh', () => {
    const six = fill(6)
    expect(six.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(COMPARE_MAX).toBe(6)
    expect(addVehicle(six, vehicle(7))).toEqual({ ok: false, reason: 'limit' })
  })

  it('does not count a vehicle twice, even when the selection is full', () => {
    expect(addVehicle(fill(2), vehicle(2))).toEqual({ ok: true, items: fill(2) })
    expect(addVehicle(fill(6), vehicle(3)).ok).toBe(true)
  })

  it('moves a vehicle left and right, and not past either end', () => {
    const items = fill(3)
    expect(moveVehicle(items, 2, -1).map((item) => item.id)).toEqual([2, 1, 3])
    expect(moveVehicle(items, 2, 1).map((item) => item.id)).toEqual([1, 3, 2])
    expect(moveVehicle(items, 1, -1).map((item) => item.id)).toEqual([1, 2, 3])
    expect(moveVehicle(items, 3, 1).map((item) => item.id)).toEqual([1, 2, 3])
    expect(moveVehicle(items, 99, 1).map((item) => item.id)).toEqual([1, 2, 3])
  })
})

describe('the comparison’s catalogue', () => {
  const fr = messagesOf(compareMessages, 'fr')
  const de = messagesOf(compareMessages, 'de')

  it('says the messages of the specification word for word in French', () => {
    expect(fr.limit).toBe(
      "Impossible d'ajouter le véhicule. Sélectionnez au maximum 6 véhicules à comparer."
    )
    expect(fr.tooFew).toBe(
      'Pas encore assez de véhicules sélectionnés pour la comparaison, sélectionnez-en au moins deux.'
    )
  })

  it('agrees the French removal notice with the number of vehicles', () => {
    expect(fr.removed(1)).toBe(
      '1 véhicule a été retiré de la comparaison car il n’est plus disponible.'
    )
    expect(fr.removed(2)).toBe(
      '2 véhicules ont été retirés de la comparaison car ils ne sont plus disponibles.'
    )
  })

  it('agrees the counts in German', () => {
    expect(de.removed(1)).toBe(
      '1 Fahrzeug wurde aus dem Vergleich entfernt, da es nicht mehr verfügbar ist.'
    )
    expect(de.removed(3)).toBe(
      '3 Fahrzeuge wurden aus dem Vergleich entfernt, da sie nicht mehr verfügbar sind.'
    )
    expect(de.bar.count(1)).toBe('Fahrzeug zum Vergleichen')
    expect(de.bar.count(2)).toBe('Fahrzeuge zum Vergleichen')
    expect(fr.bar.count(1)).toBe('véhicule à comparer')
    expect(fr.bar.count(2)).toBe('véhicules à comparer')
  })
})
