import type fr from '../fr/location-detail.ts'

/** The dealership page's text in English (client/pages/location-detail). */
export default {
  contactTitle: 'Address and contact details',
  write: 'Send the dealership a message',
  brands: 'Brands',
  allBrands: 'Used cars of every make',
  mapLabel: (name: string) => `Map: ${name}`,
  hours: 'Opening hours',
  services: 'Our services',
  advisers: (brand: string | null) => (brand ? `Your ${brand} advisers` : 'Your advisers'),
  stockTitle: (town: string) => ['Vehicles available in ', town],
  stockLink: (total: number) =>
    total === 1 ? 'See the vehicle in stock' : `See all ${total} vehicles in stock`,
  booking: 'Book a workshop appointment',
  legal: 'Legal information',
  vatNumber: 'VAT number',
} satisfies typeof fr
