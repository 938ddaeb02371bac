import type fr from '../fr/vehicle-card.ts'

/** A vehicle card's text in English (client/features/vehicle-card). */
export default {
  mileage: 'Mileage',
  year: 'Year',
  fuel: 'Fuel',
  transmission: 'Gearbox',
  power: 'Power',
  priceBeforeDiscount: 'Price before discount: ',
  discountedPrice: 'Discounted price: ',
  lease: { before: 'or from ', after: ' a month on private lease' },
  wltp: (consumption: string) => `WLTP: ${consumption} · CO`,
  co2: (co2: string) => `: ${co2}`,
  reserved: 'Reserved',
} satisfies typeof fr
