import type fr from '../fr/model-detail.ts'

/** The model page's text in German (client/pages/model-detail). */
export default {
  priceFrom: 'Ab ',
  leaseFrom: '· Leasing ab ',
  testDrive: 'Probefahrt buchen',
  requestOffer: 'Angebot anfordern',
  galleryLabel: (name: string) => `Fotos ${name}`,
  about: (name: string) => [name, ' entdecken'],
  prices: {
    title: 'Versionen und Preise',
    caption: 'Barpreis und Privatleasing jeder Version, inklusive MwSt.',
    trim: 'Version',
    cash: 'Barpreis',
    lease: 'Privatleasing',
    perMonth: ' /Monat inkl. MwSt.',
    onRequest: 'Auf Anfrage',
  },
  downloads: {
    title: 'Downloads',
    kinds: { brochure: 'Broschüre', price_list: 'Preisliste' },
    link: (kind: string, title: string) => [kind, ': ', title],
    kilobytes: (size: number) => `${size} KB`,
    megabytes: (size: string) => `${size} MB`,
  },
  stock: {
    title: (name: string) => [name, ' auf Lager'],
    all: (total: number, name: string) => ['Alle ', total, ' ', name, ' auf Lager ansehen'],
    none: (name: string) => ['Kein ', name, ' sofort verfügbar: Wir bestellen ihn gerne für Sie.'],
  },
} satisfies typeof fr
