import type { LocationFilters } from './location-search.ts'
import type { LocationCard } from './location-view.ts'

export interface Option {
  value: string
  label: string
}

/** Server data of the location overview block: every dealership, the selectors, the filters. */
export interface LocationOverviewData {
  locations: LocationCard[]
  /** Brands sold by at least one dealership, by name. */
  brandOptions: Option[]
  /** Services offered by at least one dealership, by label. */
  serviceOptions: Option[]
  /** The filters of the request's query string (the list is already filtered by them). */
  filters: LocationFilters
  /** Brand pages to link to instead of `/concessions/…` (a brand preset on the block). */
  linkBrand: string | null
}
