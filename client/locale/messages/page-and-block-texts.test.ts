import { describe, expect, it } from 'vitest'
import type { Language } from '../language.ts'
import { type Catalogue, messagesOf } from '../messages.ts'
import { brandModelsMessages } from './brand-models.ts'
import { embeddedBlocksMessages } from './embedded-blocks.ts'
import { favouritesPageMessages } from './favourites-page.ts'
import { leaseBlocksMessages } from './lease-blocks.ts'
import { leaseDetailMessages } from './lease-detail.ts'
import { locationDetailMessages } from './location-detail.ts'
import { modelDetailMessages } from './model-detail.ts'
import { stockHeroMessages } from './stock-hero.ts'

/** What a reader sees of a text given as pieces (each piece is its own text node on the page). */
const read = (pieces: readonly (string | number)[]) => pieces.join('')

function both<M>(catalogue: Catalogue<M>): Pick<Record<Language, M>, 'fr' | 'de'> {
  return { fr: messagesOf(catalogue, 'fr'), de: messagesOf(catalogue, 'de') }
}

describe('texts with counts and values, pages and blocks', () => {
  it('counts the brand’s models: French plural above one, German singular for one only', () => {
    const { fr, de } = both(brandModelsMessages)
    expect([0, 1, 2].map((shown) => read(fr.count(shown, 5)))).toEqual([
      '0 modèle sur 5',
      '1 modèle sur 5',
      '2 modèles sur 5',
    ])
    expect([0, 1, 2].map((shown) => read(de.count(shown, 5)))).toEqual([
      '0 Modelle von 5',
      '1 Modell von 5',
      '2 Modelle von 5',
    ])
  })

  it('counts favourites, stock vehicles of a dealership and open positions in both languages', () => {
    const { fr, de } = both(favouritesPageMessages)
    expect([fr.count(1), fr.count(3)]).toEqual([
      '1 véhicule dans vos favoris.',
      '3 véhicules dans vos favoris.',
    ])
    expect([de.count(1), de.count(3)]).toEqual([
      '1 Fahrzeug in Ihren Favoriten.',
      '3 Fahrzeuge in Ihren Favoriten.',
    ])
    const location = both(locationDetailMessages)
    expect(location.fr.stockLink(4)).toBe('Voir les 4 véhicules en stock')
    expect(location.de.stockLink(1)).toBe('Das Fahrzeug im Bestand ansehen')
    const jobs = both(embeddedBlocksMessages)
    expect([jobs.fr.recruitment.count(1), jobs.de.recruitment.count(2)]).toEqual([
      '1 poste ouvert',
      '2 offene Stellen',
    ])
  })

  it('says how many vehicles the stock hero offers, after the count shown in bold', () => {
    const { fr, de } = both(stockHeroMessages)
    expect([1, 2].map((count) => read(fr.available(count)))).toEqual([
      'véhicule disponible immédiatement',
      'véhicules disponibles immédiatement',
    ])
    expect([1, 2].map((count) => read(de.available(count)))).toEqual([
      'Fahrzeug sofort verfügbar',
      'Fahrzeuge sofort verfügbar',
    ])
  })

  it('puts the values where each language wants them', () => {
    const model = both(modelDetailMessages)
    expect(read(model.fr.about('Fiat 500e'))).toBe('Découvrir Fiat 500e')
    expect(read(model.de.about('Fiat 500e'))).toBe('Fiat 500e entdecken')
    const lease = both(leaseBlocksMessages)
    expect(read(lease.fr.perMonth(true))).toBe('HTVA par mois')
    expect(read(lease.de.perMonth(false))).toBe('inkl. MwSt. pro Monat')
    expect(read(both(leaseDetailMessages).de.other('300 €', true))).toBe(
      'entspricht 300 € inkl. MwSt. (MwSt. 17 %)'
    )
  })
})
