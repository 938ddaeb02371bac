/**
 * The lease blocks' shared text in French and the lease overview's (client/blocks/lease-overview;
 * lease-detail.ts and financial-lease.ts hold the other two blocks' own). A text with values is a function giving the pieces in the order
 * the block shows them (each its own text node, as before).
 */
export default {
  /** After a monthly price in bold: its VAT basis (business lease: without VAT). */
  perMonth: (business: boolean) => [business ? 'HTVA' : 'TVAC', ' par mois'],
  months: (months: number) => [months, ' mois'],
  overview: {
    /** No offer: the text, then a link to the contact page, then the end of the sentence. */
    empty: {
      before:
        'Aucune offre n’est disponible pour le moment. Nos conseillers vous proposent volontiers un leasing sur mesure : ',
      link: 'contactez-nous',
      after: '.',
    },
    terms: (months: number, distance: string, deposit: string) => [
      months,
      ' mois ·',
      ' ',
      distance,
      ' par an · acompte',
      ' ',
      deposit,
    ],
    /** After "CO₂". */
    co2: ' (WLTP) : ',
  },
}
