import type fr from '../fr/model-detail.ts'

/** The model page's text in English (client/pages/model-detail). */
export default {
  priceFrom: 'From ',
  leaseFrom: '· lease from ',
  testDrive: 'Book a test drive',
  requestOffer: 'Request a quote',
  galleryLabel: (name: string) => `${name} photos`,
  about: (name: string) => ['Discover the ', name],
  prices: {
    title: 'Trims and prices',
    caption: 'Cash price and private lease for each trim, VAT included',
    trim: 'Trim',
    cash: 'Cash price',
    lease: 'Private lease',
    perMonth: ' per month VAT incl.',
    onRequest: 'On request',
  },
  downloads: {
    title: 'Downloads',
    kinds: { brochure: 'Brochure', price_list: 'Price list' },
    link: (kind: string, title: string) => [kind, ': ', title],
    kilobytes: (size: number) => `${size} KB`,
    megabytes: (size: string) => `${size} MB`,
  },
  stock: {
    title: (name: string) => [name, ' in stock'],
    all: (total: number, name: string) => ['See all ', total, ' ', name, ' in stock'],
    none: (name: string) => [
      'No ',
      name,
      ' available right away: we will gladly order one for you.',
    ],
  },
} satisfies typeof fr
