/**
 * Money as the site prints it: "32 990 €". French typography groups thousands with a narrow
 * no-break space and keeps "€" on the same line. Written out rather than left to
 * Intl.NumberFormat('fr-LU'), whose CLDR data groups with a dot ("32.990 €") and may differ
 * between ICU builds (Node, workerd).
 */
export function formatEuro(amount: number): string {
  const rounded = Math.round(amount)
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')
  return `${rounded < 0 ? '-' : ''}${digits}\u00a0€`
}

export function money(amount: number) {
  return { amount, formatted: formatEuro(amount) }
}
