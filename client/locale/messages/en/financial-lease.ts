import type fr from '../fr/financial-lease.ts'

/** The financial lease calculator's text in English (client/blocks/financial-lease-calculator). */
export default {
  price: 'Vehicle price (VAT incl.)',
  duration: 'Term',
  deposit: 'Deposit (VAT incl.)',
  residual: 'Residual value (% of the price)',
  calculate: 'Calculate',
  /** After the monthly instalment in bold. */
  perMonth: ' VAT incl. per month',
  other: (exclVat: string, residual: string) => [
    'or ',
    exclVat,
    ' excl. VAT · final purchase option',
    ' ',
    residual,
  ],
} satisfies typeof fr
