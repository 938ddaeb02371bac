import type fr from '../fr/location-detail.ts'

/** The dealership page's text in German (client/pages/location-detail). */
export default {
  contactTitle: 'Adresse und Kontakt',
  write: 'Dem Autohaus schreiben',
  brands: 'Marken',
  allBrands: 'Gebrauchtwagen aller Marken',
  mapLabel: (name: string) => `Karte: ${name}`,
  hours: 'Öffnungszeiten',
  services: 'Unsere Leistungen',
  advisers: (brand: string | null) => (brand ? `Ihre ${brand}-Berater` : 'Ihre Berater'),
  stockTitle: (town: string) => ['Verfügbare Fahrzeuge in ', town],
  stockLink: (total: number) =>
    total === 1 ? 'Das Fahrzeug im Bestand ansehen' : `Alle ${total} Fahrzeuge im Bestand ansehen`,
  booking: 'Werkstatttermin vereinbaren',
  legal: 'Rechtliche Informationen',
  vatNumber: 'Mehrwertsteuernummer',
} satisfies typeof fr
