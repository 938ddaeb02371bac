import type fr from '../fr/vehicle-card.ts'

/** A vehicle card's text in German (client/features/vehicle-card). */
export default {
  mileage: 'Kilometerstand',
  year: 'Baujahr',
  fuel: 'Kraftstoff',
  transmission: 'Getriebe',
  power: 'Leistung',
  priceBeforeDiscount: 'Preis vor Rabatt: ',
  discountedPrice: 'Rabattierter Preis: ',
  lease: { before: 'oder ab ', after: ' /Monat im Privatleasing' },
  wltp: (consumption: string) => `WLTP: ${consumption} · CO`,
  co2: (co2: string) => `: ${co2}`,
  reserved: 'Reserviert',
} satisfies typeof fr
