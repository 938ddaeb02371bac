import type { SqlParam } from '../local-services/stock/d1.ts'
import { horsepower, kebab } from './feed-vehicle.ts'
import { VEHICLE_PLACEHOLDER_IMAGE } from '../../client/domain/brand.ts'
import {
  imagesChanged,
  type CatalogueBrand,
  type CatalogueModel,
  type ImportPlan,
  type PlannedVehicle,
} from './plan.ts'

/**
 * The D1 write path of the importer (and of anything else that writes a feed vehicle, e.g. a
 * stock webhook): statements with bound values, one row each (D1 binds at most 100 values per
 * statement), run by the caller in `batch` chunks or written out as SQL for `wrangler d1 execute`.
 */
export interface WriteStatement {
  sql: string
  params: SqlParam[]
}

/** `{id}-1-{brand}-{model}-{trim}`: the detail page's route parameter (client/routes). */
export function vehicleSlug(id: number, brand: string, model: string, trim: string): string {
  return [`${id}-1`, kebab(brand), kebab(model), kebab(trim)].filter(Boolean).join('-')
}

const COLUMNS = [
  'slug',
  'category',
  'brand',
  'brand_name',
  'model',
  'model_name',
  'trim',
  'body_style',
  'fuel',
  'transmission',
  'location',
  'location_name',
  'price',
  'price_before_discount',
  'lease_from',
  'mileage',
  'year',
  'power_hp',
  'weight_kg',
  'exterior_color',
  'interior_color',
  'vat_reportable',
  'driven_axles',
  'emissions_class',
  'interior_material',
  'seats',
  'doors',
  'data',
  'feed_hash',
  'updated_at',
] as const

/** The column values of a planned vehicle, in `COLUMNS` order. */
function columnValues(planned: PlannedVehicle, at: string): SqlParam[] {
  const v = planned.vehicle
  return [
    vehicleSlug(planned.id, v.brand, v.model, v.trim),
    v.category,
    kebab(v.brand),
    v.brand,
    kebab(v.model),
    v.model,
    v.trim,
    v.body_style,
    v.fuel,
    v.transmission,
    v.location,
    planned.locationName,
    v.price,
    v.price_before_discount,
    v.lease_from,
    v.mileage,
    v.year,
    horsepower(v.power_kw),
    v.weight_kg,
    v.exterior_color,
    v.interior_color,
    v.vat_reportable ? 1 : 0,
    v.driven_axles,
    v.emissions_class,
    v.interior_material,
    v.seats,
    v.doors,
    JSON.stringify({
      first_registration: v.first_registration,
      kw: v.power_kw,
      engine_cc: v.engine_cc,
      battery_kwh: v.battery_kwh,
      consumption: v.consumption,
      co2_g_km: v.co2_g_km,
      paint: v.paint,
      description: v.description,
      equipment: v.equipment,
    }),
    planned.hash,
    at,
  ]
}

/** Image size stored when a feed gives none (feeds give URLs only); 4:3, the usual camera frame. */
export const FEED_IMAGE_SIZE = { width: 1600, height: 1200 } as const

function imageStatements(planned: PlannedVehicle): WriteStatement[] {
  const title = `${planned.vehicle.brand} ${planned.vehicle.model} ${planned.vehicle.trim}`.trim()
  return [
    { sql: 'DELETE FROM vehicle_images WHERE vehicle_id = ?', params: [planned.id] },
    ...planned.vehicle.images.map((image, position) => ({
      sql: 'INSERT INTO vehicle_images (vehicle_id, position, url, width, height, alt) VALUES (?, ?, ?, ?, ?, ?)',
      params: [
        planned.id,
        position,
        image.url,
        FEED_IMAGE_SIZE.width,
        FEED_IMAGE_SIZE.height,
        image.alt ?? (position === 0 ? title : `${title} (${position + 1})`),
      ],
    })),
  ]
}

/** A vehicle new to the stock, with its images. */
export function insertVehicle(
  planned: PlannedVehicle,
  source: string,
  at: string
): WriteStatement[] {
  const columns = ['id', 'status', 'feed_source', 'feed_ref', ...COLUMNS]
  return [
    {
      sql: `INSERT INTO vehicles (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      params: [planned.id, 'available', source, planned.vehicle.ref, ...columnValues(planned, at)],
    },
    ...imageStatements(planned).slice(1),
  ]
}

/**
 * A vehicle the feed changed: every column again (a sold one back on sale); its images again
 * only when `images` (they changed: a new price alone writes one row).
 */
export function updateVehicle(
  planned: PlannedVehicle,
  at: string,
  images = true
): WriteStatement[] {
  return [
    {
      sql: `UPDATE vehicles SET ${COLUMNS.map((column) => `${column} = ?`).join(', ')}, status = CASE WHEN status = 'sold' THEN 'available' ELSE status END, sold_at = NULL WHERE id = ?`,
      params: [...columnValues(planned, at), planned.id],
    },
    ...(images ? imageStatements(planned) : []),
  ]
}

/** A vehicle gone from its feed: kept, marked sold (the site answers "sold" for it). */
export function markSold(id: number, at: string): WriteStatement {
  return {
    sql: "UPDATE vehicles SET status = 'sold', sold_at = ?, updated_at = ? WHERE id = ?",
    params: [at, at, id],
  }
}

export function priceHistory(change: { id: number; from: number; to: number }, at: string) {
  return {
    sql: 'INSERT OR REPLACE INTO vehicle_price_history (vehicle_id, changed_at, old_price, new_price) VALUES (?, ?, ?, ?)',
    params: [change.id, at, change.from, change.to],
  }
}

/**
 * A make the catalogue lacks, after the others, with no logo (the site shows its neutral mark) and
 * no description; an existing row (the demo's, one the group edited) is left as it is.
 */
export function insertBrand(brand: CatalogueBrand): WriteStatement {
  return {
    sql: "INSERT INTO brands (slug, name, position, logo, description) VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM brands), '', '') ON CONFLICT (slug) DO NOTHING",
    params: [brand.slug, brand.name],
  }
}

/** A model the catalogue lacks, from its vehicles in the feed; an existing row is left as it is. */
export function insertModel(model: CatalogueModel): WriteStatement {
  const image = model.image
    ? { type: 'image', url: model.image.url, ...FEED_IMAGE_SIZE, alt: model.image.alt }
    : { type: 'image', url: VEHICLE_PLACEHOLDER_IMAGE, width: 1200, height: 800, alt: '' }
  return {
    sql: 'INSERT INTO models (brand, slug, name, position, cash_price_from, lease_price_from, data) VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM models WHERE brand = ?), ?, ?, ?) ON CONFLICT (brand, slug) DO NOTHING',
    params: [
      model.brand,
      model.slug,
      model.name,
      model.brand,
      model.price,
      model.leaseFrom,
      JSON.stringify({
        tagline: '',
        description: '',
        body_styles: model.bodyStyles,
        fuels: model.fuels,
        commercial: model.commercial,
        trims: model.trims,
        image,
        gallery: [],
        downloads: [],
      }),
    ],
  }
}

/**
 * Every statement of an accepted plan, in an order the foreign keys accept, grouped by shape
 * (vehicle rows, then images) so that a writer may merge neighbours into multi-row INSERTs.
 */
export function planStatements(plan: ImportPlan, source: string, at: string): WriteStatement[] {
  const added = plan.added.map((planned) => insertVehicle(planned, source, at))
  const changed = plan.changed.map((planned) =>
    updateVehicle(planned, at, imagesChanged(planned.before.hash, planned.hash))
  )
  return [
    ...plan.catalogue.brands.map(insertBrand),
    ...plan.catalogue.models.map(insertModel),
    ...added.map(([vehicle]) => vehicle).filter((s): s is WriteStatement => s !== undefined),
    ...changed.map(([vehicle]) => vehicle).filter((s): s is WriteStatement => s !== undefined),
    ...changed.map((list) => list[1]).filter((s): s is WriteStatement => s !== undefined),
    ...added.flatMap((list) => list.slice(1)),
    ...changed.flatMap((list) => list.slice(2)),
    ...plan.priceChanges.map((change) => priceHistory(change, at)),
    ...plan.sold.map((vehicle) => markSold(vehicle.id, at)),
  ]
}
