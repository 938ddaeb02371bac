import { brandNames } from '../../domain/brand.ts'
import type { IgnoredFilterValue } from '../../domain/stock-query-reader.ts'
import { multiFilters, rangeFilters, stockFilterOrder } from '../../domain/stock-search.ts'

/**
 * What the overview says about filter values it did not apply (server side: uses the zod-built
 * vocabulary). A filter left out widens the result, so the visitor is told which one and why.
 */

/** "Carburant" → "carburant", but "TVA déductible" stays. */
function lowerFirst(label: string): string {
  return /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)
}

const filterLabels = new Map<string, string>(
  stockFilterOrder.map((filter) => [filter.key, lowerFirst(filter.label.replace("'", '’'))])
)

/** The French name of a query parameter: `model` → "modèle", `price_max` → "prix maximum". */
export function paramLabel(param: string): string {
  if (param === 'brand') return 'marque'
  if (param === 'model') return 'modèle'
  const range = /^(.+)_(min|max)$/.exec(param)
  if (range?.[1] && range[1] in rangeFilters) {
    return `${filterLabels.get(range[1])} ${range[2] === 'min' ? 'minimum' : 'maximum'}`
  }
  return filterLabels.get(param) ?? param
}

/** A value as the visitor reads it: the label of a code when it has one. */
export function valueLabel(param: string, value: string): string {
  if (param === 'brand') return brandNames[value as keyof typeof brandNames] ?? value
  if (param === 'model') {
    const [brand = '', model = ''] = value.split('.')
    const name = brandNames[brand as keyof typeof brandNames]
    return name && model ? `${name} ${model}` : value
  }
  const labels: Record<string, string> | null =
    param in multiFilters ? multiFilters[param as keyof typeof multiFilters].labels : null
  return labels?.[value] ?? value
}

/** Guillemets hold their words with no-break spaces, as French typography wants. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`

/** « Le filtre « modèle : xyz » n’est pas reconnu ; il n’a pas été appliqué. » */
export function unknownFilterNotice({ param, value }: IgnoredFilterValue): string {
  return `Le filtre ${quoted(`${paramLabel(param)}\u00a0: ${value}`)} n’est pas reconnu\u00a0; il n’a pas été appliqué.`
}

/** A filter the page fixes (the used-car centre lists used cars only). */
export function lockedFilterNotice({ param, value }: IgnoredFilterValue): string {
  return `Le filtre ${quoted(`${paramLabel(param)}\u00a0: ${valueLabel(param, value)}`)} ne s’applique pas sur cette page\u00a0; il n’a pas été appliqué.`
}
