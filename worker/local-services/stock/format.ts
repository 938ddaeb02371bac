import { formatPrice } from '../../../client/locale/format.ts'

/** Money as the stock API sends it: the amount and its text, written by the site's formatter. */
export function money(amount: number) {
  return { amount, formatted: formatPrice(amount) }
}
