import type fr from '../fr/page-titles.ts'

/**
 * The titles, descriptions and breadcrumbs the Worker's loaders give the catalogue pages in
 * English: a vehicle, a brand's models, a model, a dealership, the lead form pages of a vehicle or
 * a model (worker/pages/loaders/), and the home crumb of content pages.
 */
/** The stock writes its VAT suffixes in French; an English reader reads them in English. */
const vat = (suffix: string) =>
  suffix === 'TVAC' ? 'VAT incl.' : suffix === 'HTVA' ? 'excl. VAT' : suffix

/** A sentence's full stop, unless the text already ends with one ("… VAT incl."). */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/** A label inside a sentence: "Petrol" → "petrol", but "LPG" and "E85" keep their capitals. */
const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label

export default {
  price: (price: string, suffix: string) => `${price} ${vat(suffix)}`.trim(),
  crumbs: {
    home: 'Home',
    stock: 'Our stock',
    models: 'Models',
    locations: 'Our dealerships',
  },
  vehicle: {
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
      `${vehicle.category} ${vehicle.name}, ${vehicle.year}, ${vehicle.mileage}, ${inSentence(vehicle.fuel)}: ${vehicle.price} ${vat(vehicle.suffix)} at ${vehicle.location}.`,
    soldTitle: (name: string) => `${name} – sold`,
    soldDescription: (name: string, model: string) =>
      `This ${name} has been sold. Have a look at similar vehicles and every ${model} we have in stock in Luxembourg.`,
  },
  brandModels: {
    title: (brand: string) => `${brand} models`,
    description: (brand: string, count: number) =>
      `The full ${brand} range in Luxembourg: ${count} models, prices including VAT and lease offers, available from Autosphère.`,
  },
  model: {
    description: (name: string, tagline: string, price: string, suffix: string) =>
      stop(`${name}: ${tagline} From ${price} ${vat(suffix)}`),
  },
  location: {
    description: (name: string, address: string) =>
      `${name}, ${address}: showroom and workshop opening hours, sales advisers, vehicles in stock and appointments.`,
  },
  vehicleForms: {
    testDrive: {
      heading: 'Request a test drive',
      intro:
        'Choose the date and time that suit you: a sales adviser will confirm your appointment.',
      crumb: 'Test drive',
    },
    lease: {
      heading: 'Request this lease offer',
      intro:
        'Check the configuration you chose and leave us your details: a sales adviser will send you the lease offer for this vehicle.',
    },
    interest: {
      heading: 'I’m interested in this vehicle',
      intro:
        'Leave us your details: a sales adviser will get back to you with full information on this vehicle.',
      crumb: 'Enquiry',
    },
    back: 'Back to the vehicle',
    title: (heading: string, vehicle: string) => `${heading}: ${vehicle}`,
    description: (intro: string, vehicle: string, price: string) =>
      stop(`${intro} ${vehicle}, ${price}`),
  },
  modelForms: {
    testDrive: {
      heading: (model: string) => `Test-drive the ${model}`,
      intro:
        'Choose the dealership, the date and the time: a sales adviser will confirm your appointment.',
      crumb: 'Test drive',
    },
    contact: {
      heading: (model: string) => `A question about the ${model}?`,
      intro: 'Write to us: a sales adviser at the dealership of your choice will reply promptly.',
      crumb: 'Enquiry',
    },
    back: (model: string) => `Back to the ${model}`,
    priceFrom: (price: string, suffix: string) => `from ${price} ${vat(suffix)}`,
  },
} satisfies typeof fr
