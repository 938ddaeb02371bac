import { formatsFor } from '../../../client/locale/format.ts'

/**
 * Money as the stock API sends it: the amount and its text. The demo API writes French, as the
 * real one does; the site replaces the text as it reads it (worker/stock/contract.ts).
 */
export function money(amount: number) {
  return { amount, formatted: formatsFor('fr').price(amount) }
}
