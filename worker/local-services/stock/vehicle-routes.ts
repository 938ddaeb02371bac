import { z } from 'zod'
import { Hono } from 'hono'
import { parseStockQuery } from '../../../client/domain/stock-query-reader.ts'
import {
  wireIdsQuerySchema,
  wireVehiclePatchSchema,
  type WireSearchResponse,
  type WireVehicleGone,
  type WireVehiclesByIdsResponse,
} from '../../stock/contract.ts'
import type { AssetUrl, StockDb, StockEnv } from './d1.ts'
import { errorResponse, zodIssues } from './errors.ts'
import { wireFacets } from './facets.ts'
import {
  loadSearchIndex,
  readVersion,
  sameVersion,
  versionStatement,
  type SearchIndexCache,
} from './search-index.ts'
import { similarVehicles } from './similar-sql.ts'
import { orderSql } from './search-sql.ts'
import {
  imageRowSchema,
  summaryFromRow,
  SUMMARY_COLUMNS,
  SUMMARY_FROM,
  toWireVehicle,
  vehicleRowSchema,
} from './vehicle-rows.ts'

/**
 * The search: counts, total and the page's ids from the in-memory search index (ADR 0065), then
 * the page's rows from D1 in one batch with the stock's version. A copy older than that version
 * (an import, a webhook, a sale since it was loaded) is reloaded and the search run again, so a
 * change is visible to the next search.
 */
export async function searchVehicles(
  db: StockDb,
  params: URLSearchParams,
  asset: AssetUrl,
  indexes: SearchIndexCache
): Promise<WireSearchResponse> {
  const query = parseStockQuery(params)
  for (let attempt = 1; ; attempt++) {
    const index = indexes.get(db) ?? (await loadSearchIndex(db))
    indexes.set(db, index)
    const found = index.search(query)
    const placeholders = found.ids.map(() => '?').join(', ')
    const [version, page] = await db.batch([
      versionStatement(db),
      db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE v.id IN (${placeholders}) ORDER BY ${orderSql(query.sort)}`
        )
        .bind(...found.ids),
    ])
    // Under a stream of writes the third answer is served as it is: as fresh as the copy.
    if (!sameVersion(readVersion(version?.results), index.version) && attempt < 3) {
      indexes.delete(db)
      continue
    }
    return {
      data: (page?.results ?? []).map((row) => summaryFromRow(row, asset)),
      meta: {
        page: query.page,
        page_size: query.page_size,
        total: found.total,
        total_pages: Math.ceil(found.total / query.page_size),
        sort: query.sort,
      },
      ...wireFacets(query, found),
    }
  }
}

/** A vehicle as the contract writes it, and when it was sold (`sold_at`, null while for sale). */
async function vehicleById(db: StockDb, id: number, asset: AssetUrl) {
  const [vehicles, images] = await db.batch([
    db.prepare('SELECT v.* FROM vehicles v WHERE v.id = ?').bind(id),
    db
      .prepare(
        'SELECT url, width, height, alt FROM vehicle_images WHERE vehicle_id = ? ORDER BY position'
      )
      .bind(id),
  ])
  const row = vehicles?.results[0]
  if (!row) return null
  const vehicle = toWireVehicle(
    vehicleRowSchema.parse(row),
    (images?.results ?? []).map((image) => imageRowSchema.parse(image)),
    asset
  )
  // An import records when a vehicle left its feed (migration 0007); seeded rows do not know.
  const soldAt = soldAtRow.parse(row).sold_at
  return { vehicle, soldAt: soldAt === null ? null : soldAt.slice(0, 10) }
}

const soldAtRow = z.object({
  sold_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})

/**
 * The search route over one service instance's in-memory indexes (`createLocalStockService`
 * owns them: ADR 0065, 0062).
 */
export function searchRoutes(indexes: SearchIndexCache) {
  return new Hono<StockEnv>().get('/search', async (c) =>
    c.json(await searchVehicles(c.env.DB, new URL(c.req.url).searchParams, c.get('asset'), indexes))
  )
}

export const vehicleRoutes = new Hono<StockEnv>()

/** Favourites and compare: the vehicles still on sale, and which ids are not (sold or unknown). */
vehicleRoutes.get('/', async (c) => {
  const ids = wireIdsQuerySchema.safeParse(c.req.query('ids') ?? '')
  if (!ids.success)
    return errorResponse(
      c,
      400,
      'ids: 1 to 48 comma-separated vehicle ids expected',
      zodIssues(ids.error)
    )
  const placeholders = ids.data.map(() => '?').join(', ')
  const { results } = await c.env.DB.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE v.id IN (${placeholders}) AND v.status != 'sold'`
  )
    .bind(...ids.data)
    .all()
  const found = new Map(
    results
      .map((row) => summaryFromRow(row, c.get('asset')))
      .map((vehicle) => [vehicle.id, vehicle])
  )
  const body: WireVehiclesByIdsResponse = {
    data: ids.data.flatMap((id) => found.get(id) ?? []),
    missing: ids.data.filter((id) => !found.has(id)),
  }
  return c.json(body)
})

vehicleRoutes.get('/:id{[0-9]{1,9}}', async (c) => {
  const found = await vehicleById(c.env.DB, Number(c.req.param('id')), c.get('asset'))
  if (!found) return errorResponse(c, 404, 'Vehicle not found')
  const { vehicle, soldAt } = found
  // A sold vehicle is gone, not unknown: 410 with what the site needs to say so.
  if (vehicle.status === 'sold') {
    const gone: WireVehicleGone = {
      error: { code: 'gone', message: 'Vehicle sold' },
      data: {
        id: vehicle.id,
        slug: vehicle.slug,
        status: 'sold',
        title: vehicle.title,
        brand: vehicle.brand,
        model: vehicle.model,
        trim: vehicle.trim,
        sold_at: soldAt,
      },
    }
    return c.json(gone, 410)
  }
  return c.json({ data: vehicle })
})

/** Vehicles like this one, on sale (one query); for a sold vehicle too. 404 for an unknown id. */
vehicleRoutes.get('/:id{[0-9]{1,9}}/similar', async (c) => {
  const similar = await similarVehicles(c.env.DB, Number(c.req.param('id')), c.get('asset'))
  if (!similar) return errorResponse(c, 404, 'Vehicle not found')
  return c.json({ data: similar })
})

/** Demo administration (local service only): tests mark a vehicle sold or reserved. */
vehicleRoutes.patch('/:id{[0-9]{1,9}}', async (c) => {
  const body = wireVehiclePatchSchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success)
    return errorResponse(
      c,
      400,
      'Body must be {"status": "available" | "reserved" | "sold"}',
      zodIssues(body.error)
    )
  const id = Number(c.req.param('id'))
  await c.env.DB.prepare('UPDATE vehicles SET status = ? WHERE id = ?')
    .bind(body.data.status, id)
    .run()
  const found = await vehicleById(c.env.DB, id, c.get('asset'))
  if (!found) return errorResponse(c, 404, 'Vehicle not found')
  return c.json({ data: found.vehicle })
})
