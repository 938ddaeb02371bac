import type fr from '../fr/lease-blocks.ts'

/**
 * The lease blocks' shared text in English and the lease overview's (client/blocks/lease-overview;
 * lease-detail.ts and financial-lease.ts hold the other two blocks' own). A text with values is a
 * function giving the pieces in the order the block shows them (each its own text node).
 */
export default {
  /** After a monthly price in bold: its VAT basis (business lease: without VAT). */
  perMonth: (business: boolean) => [business ? 'excl. VAT' : 'VAT incl.', ' per month'],
  months: (months: number) => [months, ' months'],
  overview: {
    /** No offer: the text, then a link to the contact page, then the end of the sentence. */
    empty: {
      before:
        'There are no offers available at the moment. Our sales advisers will be happy to put together a lease tailored to you: ',
      link: 'get in touch',
      after: '.',
    },
    terms: (months: number, distance: string, deposit: string) => [
      months,
      ' months ·',
      ' ',
      distance,
      ' a year · deposit',
      ' ',
      deposit,
    ],
    /** After "CO₂". */
    co2: ' (WLTP): ',
  },
} satisfies typeof fr
