import type { FilterWidget, StockSort } from '../../domain/stock-search.ts'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'

/**
 * What the stock overview renders, computed on the server. Labels, widgets and bounds travel with
 * the data so that the browser code needs no copy of the stock vocabulary (which is built with
 * zod, kept out of the browser bundle).
 */

export interface OptionView {
  value: string
  label: string
  count: number
}

export type FilterView =
  | {
      key: string
      label: string
      widget: 'checkbox' | 'pills'
      /** The query parameter the options write. */
      name: string
      options: OptionView[]
    }
  | {
      key: 'brand_model'
      label: string
      widget: 'grouped-checkbox'
      brands: (OptionView & { models: OptionView[] })[]
    }
  | {
      key: string
      label: string
      widget: 'min-max' | 'range'
      unit: string
      /** An amount in euros: written as the page writes prices ("€2,500", "2 500 €"). */
      money: boolean
      /** Bounds of the vehicles matching the other filters; null when none match. */
      range: { min: number; max: number } | null
      step: number
    }
  | { key: 'vat_reportable'; label: string; widget: 'toggle'; count: number }

export type { FilterWidget }

export interface StockOverviewData {
  title: string
  /** The page the overview lives on: its form posts (GET) there. */
  basePath: string
  /** The visitor's canonical query (filters and sort, no page), e.g. `fuel=diesel&sort=price_asc`. */
  search: string
  /** Filter values of the address that were not applied, each said in a sentence. */
  notices: string[]
  /** Current values by query parameter, for the form. */
  values: Record<string, string[]>
  showFilters: boolean
  filters: FilterView[]
  sortOptions: { value: StockSort; label: string }[]
  sort: StockSort
  defaultSort: StockSort
  vehicles: VehicleCardData[]
  pagination: { page: number; pageSize: number; total: number; totalPages: number }
}

export interface QuickSearchData {
  brands: { value: string; label: string; models: { value: string; label: string }[] }[]
  fuels: { value: string; label: string }[]
  prices: number[]
}

export interface StockPreviewData {
  vehicles: VehicleCardData[]
  total: number
  /** The full stock search of the same preset. */
  href: string
}

export interface StockHeroData {
  total: number
  quickSearch: QuickSearchData
}

export interface StockQuickEntryData {
  quickSearch: QuickSearchData
  /** Shortcut tiles into the stock (by body style, brand or fuel) with their counts. */
  tiles: { href: string; label: string; count: number }[]
}
