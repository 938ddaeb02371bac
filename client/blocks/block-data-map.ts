import type { z } from 'zod'
import type {
  AppointmentGridData,
  LocationBlockData,
} from '../features/locations/location-block-types.ts'
import type { LocationOverviewData } from '../features/locations/location-overview-types.ts'
import type {
  StockHeroData,
  StockOverviewData,
  StockPreviewData,
  StockQuickEntryData,
} from '../features/stock/overview-types.ts'
import type { ArticleListData } from './article-latest/article-data.ts'
import type { BlockName } from './block-names.ts'
import type { blockSchemas } from './block-schemas.ts'
import type { BrandListData } from './brand-logos/brand-data.ts'
import type { EmbeddedFormData } from './embedded-form/form-data.ts'
import type { JobListData } from './embedded-recruitment-widget/job-data.ts'
import type { FinancialLeaseCalculatorData } from './financial-lease-calculator/calculator-data.ts'
import type { LeaseDetailData } from './lease-detail/lease-detail-data.ts'
import type { LeaseOverviewData } from './lease-overview/lease-overview-data.ts'

/**
 * The server data of each block that has some, by block name: the one definition the Worker's
 * block data loaders produce and the block components receive. `null` where the loader answers
 * "nothing to show" (an unknown dealership, a stock search that could not run).
 */
export interface BlockDataMap {
  article_latest: ArticleListData
  article_overview: ArticleListData
  brand_logos: BrandListData
  brand_overview: BrandListData
  embedded_form: EmbeddedFormData
  embedded_recruitment_widget: JobListData
  lease_overview: LeaseOverviewData
  financial_lease_calculator: FinancialLeaseCalculatorData
  lease_detail: LeaseDetailData
  location_overview: LocationOverviewData
  location_detail: LocationBlockData | null
  location_intro: LocationBlockData | null
  location_employee_cards: LocationBlockData | null
  location_employee_list: LocationBlockData | null
  embedded_appointment_grid: AppointmentGridData
  stock_overview: StockOverviewData | null
  stock_preview: StockPreviewData | null
  stock_hero: StockHeroData | null
  stock_quick_entry: StockQuickEntryData | null
}

/** The blocks that load server data. */
export type DataBlockName = keyof BlockDataMap & BlockName

/** A block as its schema validated it. */
export type BlockOf<K extends BlockName> = z.output<(typeof blockSchemas)[K]>

/** Any block as its schema validated it: a union discriminated by `component`. */
export type ValidatedBlock = { [K in BlockName]: BlockOf<K> }[BlockName]

/**
 * The data a block's component gets: its loader's, or `undefined` when the loader failed (the
 * block then renders its editorial parts) or the block loads none.
 */
export type BlockDataOf<K extends BlockName> = K extends DataBlockName
  ? BlockDataMap[K] | undefined
  : undefined
