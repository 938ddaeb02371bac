import { brandSpecs, type BrandSpec, type ModelSpec } from '../stock-catalogue.ts'
import { modelsByBrand } from '../stock-vehicles.ts'
import { generateLeaseOffers } from '../stock-lease.ts'

/**
 * The vehicle catalogue as content sees it: the stock generator's brands, models and lease
 * offers, so that every model page and lease page of the CMS matches what the stock serves.
 */
export type CatalogueModel = ModelSpec & { brand: BrandSpec }

export const brands: readonly BrandSpec[] = brandSpecs

export function modelsOf(brand: BrandSpec): CatalogueModel[] {
  return (modelsByBrand[brand.slug] ?? []).map((model) => ({ ...model, brand }))
}

/** Light commercial vehicles get a second page under `vehicules-utilitaires/`. */
export function utilityModels(): CatalogueModel[] {
  return brands.flatMap(modelsOf).filter((model) => model.commercial === true)
}

export const leaseOffers = generateLeaseOffers()

/** Where a model's illustration is written (drawn with the stock generator's renderer). */
export function modelImagePath(model: CatalogueModel): string {
  return `/demo/content/modeles/${model.brand.slug}-${model.slug}.svg`
}
