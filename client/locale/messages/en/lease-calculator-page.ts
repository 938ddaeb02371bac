import type fr from '../fr/lease-calculator-page.ts'

/** The stock vehicle's lease calculator page's text in German (client/pages/vehicle-lease-calculator). */
export default {
  back: '← Zurück zum Fahrzeug',
  title: 'Leasingrechner',
  price: (price: string, fuel: string) => ['Fahrzeugpreis: ', price, ' inkl. MwSt. · ', fuel],
  request: 'Dieses Leasingangebot anfordern',
} satisfies typeof fr
