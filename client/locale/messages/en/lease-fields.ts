import type fr from '../fr/lease-fields.ts'

/** A sentence's full stop, unless the text already ends with one ("€8,000 VAT incl."). */
const stop = (text: string) => (text.endsWith('.') ? text : `${text}.`)

/**
 * The lease fields of the lead forms in English. The quote ends with the VAT basis, which may
 * end with a full stop ("VAT incl."): the adviser's confirmation follows after a dash, not a stop.
 */
export default {
  legend: { before: 'Your ', after: ' lease configuration' },
  price: ' · price ',
  colour: 'VAT incl. · colour',
  onOrder: 'to order (see the calculator)',
  change: 'change in the calculator',
  months: (months: number) => `${months} months`,
  perYear: (km: string) => `${km} per year`,
  deposit: (basis: string) => `Deposit (${basis}, in euros)`,
  fee: (basis: string) => `Arrangement fee (${basis}, in euros)`,
  range: (max: string, basis: string) => stop(`From 0 to ${max} ${basis}`),
  quote: 'Estimated monthly payment:',
  complete: 'per month, total contract price',
  confirm: ' – your sales adviser will confirm the offer.',
} satisfies typeof fr
