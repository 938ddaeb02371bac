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
  example: (figures) =>
    `Representative financial lease example: vehicle price ${figures.price} VAT incl., ` +
    `deposit ${figures.deposit}, ${figures.months} monthly payments of ` +
    `${figures.monthlyInclVat} VAT incl. (${figures.monthlyExclVat} excl. VAT), final purchase ` +
    `option ${figures.residual} (${figures.residualPercent}%). ` +
    `Fixed annual borrowing rate ${figures.rate}%. Total amount payable, purchase option ` +
    `included: ${figures.total} VAT incl. Luxembourg VAT at 17%.`,
} satisfies typeof fr
