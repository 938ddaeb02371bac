import type fr from '../fr/lease-detail.ts'

/**
 * The lease offer block's text in English (client/blocks/lease-detail); the pieces it shares with
 * the other lease blocks are in lease-blocks.ts.
 */
export default {
  other: (price: string, business: boolean) => [
    'or ',
    price,
    ' ',
    business ? 'VAT incl.' : 'excl. VAT',
    ' (17% VAT)',
  ],
  request: 'I’m interested in this offer',
  color: 'Colour',
  duration: 'Term',
  mileage: 'Mileage',
  mileageValue: (yearly: string, monthly: string) => [
    yearly,
    ' per year (',
    monthly,
    ' per month)',
  ],
  deposit: 'Deposit',
  fee: 'Arrangement fee',
  completePrice: 'Total contract price',
  inclVat: ' VAT incl.',
  co2Before: 'CO',
  co2After: ' emissions (WLTP)',
  customise: 'Tailor this offer',
  customiseIntro:
    'Change the term, mileage or deposit: the monthly payment is recalculated, and your request is sent with the configuration you chose.',
  customRequest: 'Request this tailored offer',
  terms: 'Contract terms',
  included: 'Included in the monthly payment',
  notIncluded: 'Not included',
  validUntil: (date: string) => [' Offer valid until ', date, '.'],
} satisfies typeof fr
