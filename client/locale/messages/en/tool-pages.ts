import type fr from '../fr/tool-pages.ts'

/**
 * The meta and breadcrumbs of the visitor's tool pages in German: compare, favourites, a vehicle's
 * lease calculator (worker/pages/loaders/tools-loaders.ts).
 */
export default {
  home: 'Startseite',
  stock: 'Bestand',
  compare: {
    title: 'Fahrzeuge vergleichen',
    description: 'Vergleichen Sie bis zu sechs Fahrzeuge aus unserem Bestand direkt miteinander.',
    crumb: 'Vergleichen',
  },
  favourites: {
    title: 'Meine Favoriten',
    description: 'Die Fahrzeuge aus unserem Bestand, die Sie als Favoriten gespeichert haben.',
    crumb: 'Favoriten',
  },
  leaseCalculator: {
    title: (vehicle: string) => `Leasingrechner ${vehicle}`,
    description: (vehicle: string) =>
      `Berechnen Sie die monatliche Leasingrate für ${vehicle}: Laufzeit, Kilometerleistung, Anzahlung, Preis inkl. und exkl. MwSt.`,
    crumb: 'Leasingrechner',
  },
} satisfies typeof fr
