import { parsePriceSuffix } from '../domain/vat-basis.ts'
import { useMessages } from './messages.ts'
import { vehicleLabelsMessages } from './messages/vehicle-labels.ts'
import type fr from './messages/fr/vehicle-vocabulary.ts'

/** The catalogue's words for a VAT basis (vehicle-vocabulary.ts, in the page's language). */
export type VatWords = Pick<typeof fr, 'vat' | 'perMonth'>

/**
 * A stock price's suffix in the page's language: "TVAC" is "TVAC" in French and "inkl. MwSt." in
 * German, "/mois TVAC" is "/Monat inkl. MwSt.". The one mapping every page, title and lead uses
 * (docs/decisions/0038); a suffix the stock never sent before is shown as it came.
 */
export function priceSuffix(words: VatWords, suffix: string): string {
  const parsed = parsePriceSuffix(suffix)
  if (!parsed) return suffix
  const vat = words.vat[parsed.basis]
  return parsed.perMonth ? words.perMonth(vat) : vat
}

/** The page language's `priceSuffix`, in a component. */
export function usePriceSuffix(): (suffix: string) => string {
  const words = useMessages(vehicleLabelsMessages)
  return (suffix) => priceSuffix(words, suffix)
}
