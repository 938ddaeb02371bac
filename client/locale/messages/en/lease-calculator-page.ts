import type fr from '../fr/lease-calculator-page.ts'

/** The stock vehicle's lease calculator page's text in English (client/pages/vehicle-lease-calculator). */
export default {
  back: '← Back to the vehicle',
  title: 'Lease calculator',
  price: (price: string, fuel: string) => ['Vehicle price: ', price, ' VAT incl. · ', fuel],
  request: 'Request this lease offer',
} satisfies typeof fr
