import type { VehicleAttributes, VehicleSummary } from '../../domain/vehicle.ts'

/**
 * What a vehicle card shows, and nothing more: lists send 24 of them in every page payload, so
 * the attributes only the detail page and the compare table read stay out. A `VehicleSummary`
 * is a valid `VehicleCardData`, so callers holding summaries pass them as they are.
 */
export type VehicleCardData = Pick<
  VehicleSummary,
  | 'id'
  | 'slug'
  | 'status'
  | 'category'
  | 'title'
  | 'brand'
  | 'model'
  | 'trim'
  | 'fuel'
  | 'transmissionType'
  | 'price'
  | 'images'
> & {
  attributes: Pick<
    VehicleAttributes,
    'mileage' | 'constructionYear' | 'power' | 'consumption' | 'co2'
  >
}

/** Trims a summary to its card (server side, before it goes into a payload). */
export function toCardData(vehicle: VehicleSummary): VehicleCardData {
  const { attributes: a } = vehicle
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    status: vehicle.status,
    category: vehicle.category,
    title: vehicle.title,
    brand: vehicle.brand,
    model: vehicle.model,
    trim: vehicle.trim,
    fuel: vehicle.fuel,
    transmissionType: vehicle.transmissionType,
    price: vehicle.price,
    images: vehicle.images.slice(0, 1),
    attributes: {
      mileage: a.mileage,
      constructionYear: a.constructionYear,
      power: a.power,
      consumption: a.consumption,
      co2: a.co2,
    },
  }
}
