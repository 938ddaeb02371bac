import { brandSlugs } from '../../../client/domain/brand.ts'
import { vocabularyCodes } from '../../../client/domain/vehicle-vocabulary.ts'
import {
  multiFilterKeys,
  multiFilters,
  type MultiFilterKey,
  type StockQuery,
} from '../../../client/domain/stock-search.ts'
import {
  wireSearchResponseSchema,
  type WireFacetEntry,
  type WireSearchResponse,
} from '../../stock/contract.ts'
import type { IndexedFacets } from './search-index.ts'

/**
 * The search's facets as the contract sends them, from the counts of the in-memory search index
 * (search-index.ts): every facet counted the way a faceted search engine counts, over the
 * vehicles matching all the *other* filters, so ticking "Diesel" keeps showing how many
 * "Essence" there would be.
 */

const optionsSchema = wireSearchResponseSchema.shape.facets.shape.options
const rangesSchema = wireSearchResponseSchema.shape.ranges

/** Vocabulary order for coded values, numeric order for seats/doors, then name order. */
function ordered(
  key: MultiFilterKey | 'brand' | 'model',
  entries: WireFacetEntry[]
): WireFacetEntry[] {
  const vocabulary = key === 'brand' || key === 'model' ? null : multiFilters[key].vocabulary
  const order: readonly string[] | null =
    key === 'brand' ? brandSlugs : vocabulary ? vocabularyCodes(vocabulary) : null
  // A value outside the known order (a brand the site has no name for) comes after, by name.
  const rank = (value: string) => {
    const index = order?.indexOf(value) ?? -1
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return entries.sort((a, b) => {
    if (order && rank(a.value) !== rank(b.value)) return rank(a.value) - rank(b.value)
    if (/^\d+$/.test(a.value) && /^\d+$/.test(b.value)) return Number(a.value) - Number(b.value)
    return (a.label ?? a.value).localeCompare(b.label ?? b.value, 'fr')
  })
}

/** A ticked value the other filters exclude still comes back, with 0, so it can be unticked. */
function withSelected(
  entries: WireFacetEntry[],
  selected: readonly (string | number)[]
): WireFacetEntry[] {
  const seen = new Set(entries.map((entry) => entry.value))
  return [
    ...entries,
    ...selected
      .map(String)
      .filter((value) => !seen.has(value))
      .map((value) => ({ value, count: 0 })),
  ]
}

export function wireFacets(
  query: StockQuery,
  counted: IndexedFacets
): Pick<WireSearchResponse, 'facets' | 'ranges'> {
  // `withSelected` copies: the counts may be the index's cached whole-stock answer.
  const options = optionsSchema.parse(
    Object.fromEntries(
      multiFilterKeys.map((key) => [
        key,
        ordered(key, withSelected(counted.options[key], query[key])),
      ])
    )
  )
  return {
    facets: {
      brand: ordered('brand', withSelected(counted.brand, query.brand)),
      model: ordered('model', withSelected(counted.model, query.model)),
      options,
      vat_reportable: { count: counted.vatCount },
    },
    ranges: rangesSchema.parse(counted.ranges),
  }
}
