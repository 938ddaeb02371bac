import type { BrandSummary } from '../../domain/brand.ts'

/** Server data of the brand blocks: the catalogue's brands, in display order. */
export interface BrandListData {
  brands: BrandSummary[]
}
