import type fr from '../fr/page-titles.ts'

/**
 * The titles, descriptions and breadcrumbs the Worker's loaders give the catalogue pages in
 * German: a vehicle, a brand's models, a model, a dealership, the lead form pages of a vehicle or
 * a model (worker/pages/loaders/), and the home crumb of content pages.
 */
/** The stock writes its VAT suffixes in French; a German reader reads them in German. */
const vat = (suffix: string) =>
  suffix === 'TVAC' ? 'inkl. MwSt.' : suffix === 'HTVA' ? 'exkl. MwSt.' : suffix

export default {
  price: (price: string, suffix: string) => `${price} ${vat(suffix)}`.trim(),
  crumbs: {
    home: 'Startseite',
    stock: 'Bestand',
    models: 'Modelle',
    locations: 'Unsere Autohäuser',
  },
  vehicle: {
    // German nouns keep their capital: the fuel is not lowercased as in French.
    description: (vehicle: {
      category: string
      name: string
      year: number | string
      mileage: string
      fuel: string
      price: string
      suffix: string
      location: string
    }) =>
      `${vehicle.category} ${vehicle.name}, ${vehicle.year}, ${vehicle.mileage}, ${vehicle.fuel}: ${vehicle.price} ${vat(vehicle.suffix)} bei ${vehicle.location}.`,
    soldTitle: (name: string) => `${name} – verkauft`,
    soldDescription: (name: string, model: string) =>
      `Dieser ${name} wurde verkauft. Entdecken Sie ähnliche Fahrzeuge und alle ${model} in unserem Bestand in Luxemburg.`,
  },
  brandModels: {
    title: (brand: string) => `${brand} Modelle`,
    description: (brand: string, count: number) =>
      `Die gesamte ${brand}-Modellpalette in Luxemburg: ${count} Modelle, Preise inkl. MwSt. und Leasing, erhältlich bei Autosphère.`,
  },
  model: {
    description: (name: string, tagline: string, price: string, suffix: string) =>
      `${name}: ${tagline} Ab ${price} ${vat(suffix)}.`,
  },
  location: {
    description: (name: string, address: string) =>
      `${name}, ${address}: Öffnungszeiten von Showroom und Werkstatt, Berater, Fahrzeuge im Bestand und Terminvereinbarung.`,
  },
  vehicleForms: {
    testDrive: {
      heading: 'Probefahrt anfragen',
      intro:
        'Wählen Sie das Datum und die Uhrzeit, die Ihnen passen: Ein Berater bestätigt Ihnen den Termin.',
      crumb: 'Probefahrt',
    },
    lease: {
      heading: 'Dieses Leasingangebot anfragen',
      intro:
        'Prüfen Sie die gewählte Konfiguration und hinterlassen Sie uns Ihre Kontaktdaten: Ein Berater sendet Ihnen das Leasingangebot für dieses Fahrzeug.',
    },
    interest: {
      heading: 'Ich interessiere mich für dieses Fahrzeug',
      intro:
        'Hinterlassen Sie uns Ihre Kontaktdaten: Ein Berater meldet sich mit allen Informationen zu diesem Fahrzeug bei Ihnen.',
      crumb: 'Informationsanfrage',
    },
    back: 'Zurück zum Fahrzeug',
    title: (heading: string, vehicle: string) => `${heading}: ${vehicle}`,
    description: (intro: string, vehicle: string, price: string) =>
      `${intro} ${vehicle}, ${price}.`,
  },
  modelForms: {
    testDrive: {
      // No article: a model's grammatical gender is not known.
      heading: (model: string) => `${model} Probe fahren`,
      intro:
        'Wählen Sie das Autohaus, das Datum und die Uhrzeit: Ein Berater bestätigt Ihnen den Termin.',
      crumb: 'Probefahrt',
    },
    contact: {
      heading: (model: string) => `Fragen zum Modell ${model}?`,
      intro: 'Schreiben Sie uns: Ein Berater des Autohauses Ihrer Wahl antwortet Ihnen schnell.',
      crumb: 'Kontakt',
    },
    back: (model: string) => `Zurück zum Modell ${model}`,
    priceFrom: (price: string, suffix: string) => `ab ${price} ${vat(suffix)}`,
  },
} satisfies typeof fr
