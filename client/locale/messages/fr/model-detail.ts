/**
 * The model page's text in French (client/pages/model-detail). A text with values is a function
 * giving the pieces in the order the page shows them (each its own text node, as before).
 */
export default {
  /** Before the cash price from, then before the lease price from. */
  priceFrom: 'Dès ',
  leaseFrom: '· leasing dès ',
  testDrive: 'Réserver un essai',
  requestOffer: 'Demander une offre',
  galleryLabel: (name: string) => `Photos ${name}`,
  about: (name: string) => ['Découvrir ', name],
  prices: {
    title: 'Versions et prix',
    caption: 'Prix comptant et leasing privé de chaque version, TVA comprise',
    trim: 'Version',
    cash: 'Prix comptant',
    lease: 'Leasing privé',
    /** After the monthly lease price. */
    perMonth: ' /mois TVAC',
    onRequest: 'Sur demande',
  },
  downloads: {
    title: 'Téléchargements',
    kinds: { brochure: 'Brochure', price_list: 'Liste de prix' },
    /** The download's kind, then its title. */
    link: (kind: string, title: string) => [kind, ' : ', title],
    kilobytes: (size: number) => `${size} Ko`,
    megabytes: (size: string) => `${size} Mo`,
  },
  stock: {
    title: (name: string) => [name, ' en stock'],
    all: (total: number, name: string) => ['Voir les ', total, ' ', name, ' en stock'],
    none: (name: string) => [
      'Aucun ',
      name,
      ' disponible immédiatement : nous le commandons pour vous.',
    ],
  },
}
