import type fr from '../fr/location-blocks.ts'

/**
 * The dealership blocks' text in German (client/blocks/location-intro, location-overview,
 * location-detail, location-employee-list, location-employee-cards).
 */
export default {
  intro: {
    address: 'Adresse',
    phone: 'Telefon',
    brands: 'Marken',
    more: 'Öffnungszeiten, Team und Leistungen im Detail',
  },
  overview: {
    unavailable:
      'Die Liste unserer Autohäuser ist vorübergehend nicht verfügbar. Rufen Sie unsere Zentrale an oder versuchen Sie es gleich noch einmal.',
  },
  detail: {
    title: 'Adresse, Kontakt und Öffnungszeiten',
    more: 'Berater, Leistungen und Fahrzeugbestand des Autohauses',
    mapLabel: (name: string) => `Karte: ${name}`,
  },
  employees: {
    cardsTitle: 'Ihre Berater',
    listTitle: (location: string) => `Das Team von ${location}`,
    departments: {
      sales: 'Verkaufsleitung',
      afterSales: 'Kundendienst',
      business: 'Geschäftskunden, Flotten und Vermietung',
      advice: 'Beratung und Verkauf',
    },
  },
} satisfies typeof fr
