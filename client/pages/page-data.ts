import type { LeadFormPageData } from '../features/lead-forms/lead-form-page.tsx'
import type { PageId } from '../routes/route-table.ts'
import type { BrandModelsData } from './brand-models/page.tsx'
import type { ContentPageData } from './content/content-page-data.ts'
import type { LegalNoticeData } from './legal-notice/page.tsx'
import type { LocationDetailData } from './location-detail/location-detail-data.ts'
import type { ModelDetailData } from './model-detail/page.tsx'
import type { VehicleDetailData } from './vehicle-detail/page.tsx'
import type { LeaseCalculatorPageData } from './vehicle-lease-calculator/page.tsx'

/**
 * The data of each page, by page id: the one definition the Worker's loaders produce and the
 * page components receive, so a loader returning the wrong shape does not compile.
 */
export interface PageDataMap {
  content: ContentPageData
  /** Compare and favourites are the visitor's lists, kept in the browser: no server data. */
  compare: Record<string, never>
  favorites: Record<string, never>
  'vehicle-detail': VehicleDetailData
  'vehicle-interest': LeadFormPageData
  'vehicle-test-drive': LeadFormPageData
  'vehicle-lease-calculator': LeaseCalculatorPageData
  'brand-models': BrandModelsData
  'model-detail': ModelDetailData
  'model-contact': LeadFormPageData
  'model-test-drive': LeadFormPageData
  'location-detail': LocationDetailData
  'legal-notice': LegalNoticeData
}

/** A page's data together with the id of the page that renders it. */
export type PageData<P extends PageId = PageId> = {
  [K in P]: { page: K; data: PageDataMap[K] }
}[P]
