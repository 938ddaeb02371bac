/**
 * Whether a price includes Luxembourg's VAT: the fact behind the words a page writes beside it
 * (fr "TVAC"/"HTVA", de "inkl. MwSt."/"exkl. MwSt."), which come from the catalogue
 * (vehicle-vocabulary.ts, `vat`), never from the stock's own French words.
 */
export type VatBasis = 'inclVat' | 'exclVat'

/** A stock price's suffix as data: its VAT basis, and whether it is a price per month. */
export interface PriceSuffix {
  basis: VatBasis
  perMonth: boolean
}

const STOCK_BASES: Record<string, VatBasis> = { TVAC: 'inclVat', HTVA: 'exclVat' }

/**
 * The stock writes a price's suffix in French words ("TVAC", "HTVA", "/mois TVAC"): read as data,
 * or null for a suffix it never sent before (the page then shows it as it came).
 */
export function parsePriceSuffix(suffix: string): PriceSuffix | null {
  const match = /^(\/mois\s+)?(\S+)$/.exec(suffix.trim())
  const basis = match?.[2] === undefined ? undefined : STOCK_BASES[match[2]]
  return basis ? { basis, perMonth: match?.[1] !== undefined } : null
}
