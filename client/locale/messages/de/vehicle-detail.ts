import type fr from '../fr/vehicle-detail.ts'

/** The vehicle detail page's text in German (client/pages/vehicle-detail). */
export default {
  galleryLabel: (title: string) => `Fotos ${title}`,
  pricingTitle: 'Preis und nächste Schritte',
  priceBeforeDiscount: 'Preis vor Rabatt: ',
  discountedPrice: 'Rabattierter Preis: ',
  youSave: 'Sie sparen ',
  leaseFrom: 'Privatleasing ab ',
  leasePerMonth: ' /Monat inkl. MwSt.',
  leaseTerms: (months: number, distance: string) => [
    '(',
    months,
    ' Monate,',
    ' ',
    distance,
    ' pro Jahr, ohne Anzahlung)',
  ],
  consumption: 'WLTP-Verbrauch kombiniert: ',
  co2Before: 'CO',
  co2After: '-Emissionen: ',
  reserved:
    'Dieses Fahrzeug ist reserviert: Kontaktieren Sie uns, wir benachrichtigen Sie, sobald es wieder verfügbar ist.',
  interested: 'Ich bin interessiert',
  testDrive: 'Probefahrt buchen',
  leaseCalculator: 'Mein Leasing berechnen',
  description: 'Beschreibung',
  equipment: 'Ausstattung',
  whereToSee: 'Wo Sie dieses Fahrzeug sehen können',
} satisfies typeof fr
