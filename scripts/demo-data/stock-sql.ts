import type { Location } from '../../client/domain/location.ts'
import type { GeneratedStock } from './stock.ts'

/**
 * Turns the generated stock into SQL for the tables of worker/db/migrations/0002_stock.sql.
 * Values are written as SQL literals (this is a seed file run by `wrangler d1 execute`, which
 * has no bind parameters), so every value goes through `sqlLiteral`.
 */

export type SqlValue = string | number | boolean | null

/** A SQL literal: strings quoted with `'` doubled, booleans as 0/1, non-finite numbers refused. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`)
    return String(value)
  }
  // NUL would end the string early in some SQLite front ends; demo data never contains it.
  if (value.includes('\u0000')) throw new Error('NUL character in a SQL string')
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * Multi-row INSERTs, each under `maxChars` (D1 refuses statements above 100 KB).
 * @example insertStatements('t', ['a'], [[1], [2]]) // ['INSERT INTO t (a) VALUES\n(1),\n(2);']
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  maxChars = 90_000
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
  const statements: string[] = []
  let batch: string[] = []
  let size = head.length
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`${table}: ${row.length} values for ${columns.length} columns`)
    const tuple = `(${row.map(sqlLiteral).join(', ')})`
    if (batch.length > 0 && size + tuple.length + 2 > maxChars) {
      statements.push(`${head}${batch.join(',\n')};`)
      batch = []
      size = head.length
    }
    batch.push(tuple)
    size += tuple.length + 2
  }
  if (batch.length > 0) statements.push(`${head}${batch.join(',\n')};`)
  return statements
}

/** The wire form of a dealership without its stock count (the service counts vehicles). */
export function locationData(location: Location) {
  const { vatNumber, ...rest } = location
  return { ...rest, vat_number: vatNumber }
}

/** Every statement of the stock seed; re-running it replaces the previous stock. */
export function stockSeedStatements(
  stock: GeneratedStock,
  locations: readonly Location[]
): string[] {
  const json = (value: unknown) => JSON.stringify(value)
  return [
    // Children first: vehicle_images references vehicles, models reference brands.
    'DELETE FROM vehicle_images;',
    'DELETE FROM vehicles;',
    'DELETE FROM lease_offers;',
    'DELETE FROM models;',
    'DELETE FROM brands;',
    'DELETE FROM locations;',
    ...insertStatements(
      'brands',
      ['slug', 'name', 'position', 'logo', 'description'],
      stock.brands.map((b) => [b.slug, b.name, b.position, b.logo, b.description])
    ),
    ...insertStatements(
      'models',
      ['brand', 'slug', 'name', 'position', 'cash_price_from', 'lease_price_from', 'data'],
      stock.models.map((m) => [
        m.brand,
        m.slug,
        m.name,
        m.position,
        m.cashPriceFrom,
        m.leasePriceFrom,
        json({
          tagline: m.tagline,
          description: m.description,
          body_styles: m.bodyStyles,
          fuels: m.fuels,
          commercial: m.commercial,
          trims: m.trims,
          image: { type: 'image', ...m.image },
          gallery: m.gallery.map((image) => ({ type: 'image', ...image })),
          downloads: m.downloads.map((d) => ({
            kind: d.kind,
            title: d.title,
            url: d.url,
            size_bytes: d.sizeBytes,
          })),
        }),
      ])
    ),
    ...insertStatements(
      'locations',
      ['slug', 'name', 'position', 'data'],
      locations.map((l, position) => [l.slug, l.name, position, json(locationData(l))])
    ),
    ...insertStatements(
      'vehicles',
      [
        'id',
        'slug',
        'status',
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
      ],
      stock.vehicles.map((v) => [
        v.id,
        v.slug,
        v.status,
        v.category,
        v.brand,
        v.brandName,
        v.model,
        v.modelName,
        v.trim,
        v.bodyStyle,
        v.fuel,
        v.transmission,
        v.location,
        v.locationName,
        v.price,
        v.priceBeforeDiscount,
        v.leaseFrom,
        v.mileage,
        v.year,
        v.hp,
        v.maxWeightKg,
        v.exteriorColor,
        v.interiorColor,
        v.vatReportable,
        v.drivenAxles,
        v.emissionsClass,
        v.interiorMaterial,
        v.seats,
        v.doors,
        json({
          first_registration: v.firstRegistration,
          kw: v.kw,
          engine_cc: v.engineCc,
          battery_kwh: v.batteryKwh,
          consumption: { value: v.consumption, unit: v.consumptionUnit },
          co2_g_km: v.co2,
          paint: v.paint,
          description: v.description,
          equipment: v.equipment,
        }),
      ])
    ),
    ...insertStatements(
      'vehicle_images',
      ['vehicle_id', 'position', 'url', 'width', 'height', 'alt'],
      stock.vehicles.flatMap((v) =>
        v.images.map((image, position) => [
          v.id,
          position,
          image.url,
          image.width,
          image.height,
          image.alt,
        ])
      )
    ),
    ...insertStatements(
      'lease_offers',
      ['slug', 'type', 'position', 'brand', 'model', 'data'],
      stock.leaseOffers.map((o) => [o.slug, o.type, o.position, o.brand, o.model, json(o)])
    ),
  ]
}

export function stockSeedSql(stock: GeneratedStock, locations: readonly Location[]): string {
  return `-- Generated by scripts/demo-data/write-stock-seed.ts; do not edit.\n${stockSeedStatements(stock, locations).join('\n')}\n`
}
