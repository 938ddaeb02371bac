import { Hono } from 'hono'
import { z } from 'zod'
import { employeeSchema } from '../../../client/domain/location.ts'
import {
  wireBrandSummarySchema,
  wireLocationSchema,
  wireModelSchema,
  type WireBrand,
  type WireBrandSummary,
  type WireLocation,
  type WireModel,
} from '../../stock/contract.ts'
import type { AssetUrl, StockDb, StockEnv } from './d1.ts'
import { errorResponse } from './errors.ts'
import { money } from './format.ts'

/** Brands, models and dealerships: small tables, read whole and shaped in code. */

const json = z.string().transform((text) => JSON.parse(text) as unknown)
/** Pictures and files as stored: the demo's root-relative paths, or an imported absolute URL. */
const storedImage = z.object({
  type: z.literal('image'),
  url: z.string().min(1),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
})
const storedDownload = z.object({
  kind: z.enum(['brochure', 'price_list']),
  title: z.string(),
  url: z.string().min(1),
  size_bytes: z.number(),
})
const brandRow = z.object({
  slug: z.string(),
  name: z.string(),
  /** Empty or null when the group has no logo for the make. */
  logo: z.string().nullable(),
  description: z.string(),
})
const modelRow = z.object({
  brand: z.string(),
  brand_name: z.string(),
  slug: z.string(),
  name: z.string(),
  cash_price_from: z.number(),
  lease_price_from: z.number().nullable(),
  stock_count: z.number(),
  data: json.pipe(
    wireModelSchema
      .pick({
        tagline: true,
        description: true,
        body_styles: true,
        fuels: true,
        commercial: true,
      })
      .extend({
        image: storedImage,
        gallery: z.array(storedImage),
        downloads: z.array(storedDownload),
        trims: z.array(z.object({ code: z.string(), name: z.string(), price: z.number() })),
      })
  ),
})
const locationRow = z.object({
  stock_count: z.number(),
  data: json.pipe(
    wireLocationSchema
      .omit({ stock_count: true })
      .extend({ employees: z.array(employeeSchema.extend({ photo: z.string().min(1) })) })
  ),
})

const cash = (amount: number) => ({ ...money(amount), suffix: 'TVAC' })
const monthly = (amount: number) => ({ ...money(amount), suffix: '/mois TVAC' })

const MODELS_SQL = `SELECT m.brand, b.name AS brand_name, m.slug, m.name, m.cash_price_from, m.lease_price_from, m.data,
  (SELECT COUNT(*) FROM vehicles v WHERE v.brand = m.brand AND v.model = m.slug AND v.status != 'sold') AS stock_count
  FROM models m JOIN brands b ON b.slug = m.brand`

function toWireModel(raw: unknown, asset: AssetUrl): WireModel {
  const row = modelRow.parse(raw)
  const { trims, image, gallery, downloads, ...data } = row.data
  const picture = (stored: z.infer<typeof storedImage>) => ({ ...stored, url: asset(stored.url) })
  return wireModelSchema.parse({
    ...data,
    image: picture(image),
    gallery: gallery.map(picture),
    downloads: downloads.map((download) => ({ ...download, url: asset(download.url) })),
    slug: row.slug,
    name: row.name,
    brand: { slug: row.brand, name: row.brand_name },
    cash_price_from: cash(row.cash_price_from),
    lease_price_from: row.lease_price_from === null ? null : monthly(row.lease_price_from),
    trims: trims.map((trim) => ({ code: trim.code, name: trim.name, price: cash(trim.price) })),
    stock_count: row.stock_count,
  })
}

function brandSummary(
  raw: unknown,
  models: readonly WireModel[],
  asset: AssetUrl
): WireBrandSummary {
  const brand = brandRow.parse(raw)
  const own = models.filter((model) => model.brand.slug === brand.slug)
  const lowest = (values: number[]) => (values.length > 0 ? Math.min(...values) : null)
  const cashFrom = lowest(own.map((model) => model.cash_price_from.amount))
  const leaseFrom = lowest(
    own.flatMap((model) => (model.lease_price_from ? [model.lease_price_from.amount] : []))
  )
  return wireBrandSummarySchema.parse({
    slug: brand.slug,
    name: brand.name,
    logo: brand.logo ? asset(brand.logo) : null,
    model_count: own.length,
    stock_count: own.reduce((sum, model) => sum + model.stock_count, 0),
    cash_price_from: cashFrom === null ? null : cash(cashFrom),
    lease_price_from: leaseFrom === null ? null : monthly(leaseFrom),
  })
}

async function loadBrands(db: StockDb, asset: AssetUrl, brand?: string) {
  const filter = brand === undefined ? '' : ' WHERE b.slug = ?'
  const params = brand === undefined ? [] : [brand]
  const [brands, models] = await db.batch([
    db
      .prepare(
        `SELECT b.slug, b.name, b.logo, b.description FROM brands b${filter} ORDER BY b.position`
      )
      .bind(...params),
    db
      .prepare(
        `${MODELS_SQL}${filter.replace('b.slug', 'm.brand')} ORDER BY b.position, m.position`
      )
      .bind(...params),
  ])
  return {
    brands: brands?.results ?? [],
    models: (models?.results ?? []).map((row) => toWireModel(row, asset)),
  }
}

async function loadLocations(db: StockDb, asset: AssetUrl, slug?: string): Promise<WireLocation[]> {
  const filter = slug === undefined ? '' : ' WHERE l.slug = ?'
  const { results } = await db
    .prepare(
      `SELECT l.data, (SELECT COUNT(*) FROM vehicles v WHERE v.location = l.slug AND v.status != 'sold') AS stock_count FROM locations l${filter} ORDER BY l.position`
    )
    .bind(...(slug === undefined ? [] : [slug]))
    .all()
  return results.map((raw) => {
    const row = locationRow.parse(raw)
    const employees = row.data.employees.map((employee) => ({
      ...employee,
      photo: asset(employee.photo),
    }))
    return { ...row.data, employees, stock_count: row.stock_count }
  })
}

export const catalogueRoutes = new Hono<StockEnv>()

catalogueRoutes.get('/brands', async (c) => {
  const asset = c.get('asset')
  const { brands, models } = await loadBrands(c.env.DB, asset)
  return c.json({ data: brands.map((brand) => brandSummary(brand, models, asset)) })
})

catalogueRoutes.get('/brands/:brand', async (c) => {
  const asset = c.get('asset')
  const { brands, models } = await loadBrands(c.env.DB, asset, c.req.param('brand'))
  const [row] = brands
  if (!row) return errorResponse(c, 404, 'Brand not found')
  const data: WireBrand = {
    ...brandSummary(row, models, asset),
    description: brandRow.parse(row).description,
    models,
  }
  return c.json({ data })
})

catalogueRoutes.get('/brands/:brand/models/:model', async (c) => {
  const { results } = await c.env.DB.prepare(`${MODELS_SQL} WHERE m.brand = ? AND m.slug = ?`)
    .bind(c.req.param('brand'), c.req.param('model'))
    .all()
  const [row] = results
  if (!row) return errorResponse(c, 404, 'Model not found')
  return c.json({ data: toWireModel(row, c.get('asset')) })
})

catalogueRoutes.get('/locations', async (c) =>
  c.json({ data: await loadLocations(c.env.DB, c.get('asset')) })
)

catalogueRoutes.get('/locations/:slug', async (c) => {
  const [location] = await loadLocations(c.env.DB, c.get('asset'), c.req.param('slug'))
  if (!location) return errorResponse(c, 404, 'Location not found')
  return c.json({ data: location })
})

/** Exposed for the valuation formula: the cheapest new price of a model, or of its brand. */
export async function referencePrice(
  db: StockDb,
  brand: string,
  model: string
): Promise<number | null> {
  const row = await db
    .prepare(
      'SELECT COALESCE((SELECT cash_price_from FROM models WHERE brand = ? AND slug = ?), (SELECT MIN(cash_price_from) FROM models WHERE brand = ?)) AS price'
    )
    .bind(brand, model, brand)
    .first()
  return z.object({ price: z.number().nullable() }).parse(row ?? { price: null }).price
}
