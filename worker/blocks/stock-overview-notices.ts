import { brandNames } from '../../client/domain/brand.ts'
import type { IgnoredFilterValue } from '../../client/domain/stock-query-reader.ts'
import { multiFilters, rangeFilters, type FilterKey } from '../../client/domain/stock-search.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { stockMessages } from '../../client/locale/messages/stock.ts'
import { codeLabels } from './stock-overview-model.ts'

/**
 * What the overview says about filter values it did not apply (server side: uses the zod-built
 * vocabulary). A filter left out widens the result, so the visitor is told which one and why.
 */

function isFilterKey(param: string): param is FilterKey {
  return (
    param in multiFilters ||
    param in rangeFilters ||
    param === 'brand_model' ||
    param === 'vat_reportable'
  )
}

/** The name of a query parameter in a sentence: `model` → "modèle", `price_max` → "prix maximum". */
export function paramLabel(param: string, language: Language): string {
  const text = messagesOf(stockMessages, language)
  if (param === 'brand') return text.notices.brand
  if (param === 'model') return text.notices.model
  const range = /^(.+)_(min|max)$/.exec(param)
  if (range?.[1] && range[1] in rangeFilters && (range[2] === 'min' || range[2] === 'max')) {
    return text.notices.bound(paramLabel(range[1], language), range[2])
  }
  return isFilterKey(param) ? text.notices.inSentence(text.filters[param]) : param
}

/** A value as the visitor reads it: the label of a code when it has one. */
export function valueLabel(param: string, value: string, language: Language): string {
  if (param === 'brand') return brandNames[value as keyof typeof brandNames] ?? value
  if (param === 'model') {
    const [brand = '', model = ''] = value.split('.')
    const name = brandNames[brand as keyof typeof brandNames]
    return name && model ? `${name} ${model}` : value
  }
  const labels =
    param in multiFilters ? codeLabels(param as keyof typeof multiFilters, language) : null
  return labels?.[value] ?? value
}

/** « Le filtre « modèle : xyz » n’est pas reconnu ; il n’a pas été appliqué. » */
export function unknownFilterNotice(
  { param, value }: IgnoredFilterValue,
  language: Language
): string {
  return messagesOf(stockMessages, language).notices.unknown(paramLabel(param, language), value)
}

/** A filter the page fixes (the used-car centre lists used cars only). */
export function lockedFilterNotice(
  { param, value }: IgnoredFilterValue,
  language: Language
): string {
  return messagesOf(stockMessages, language).notices.locked(
    paramLabel(param, language),
    valueLabel(param, value, language)
  )
}
