import { SIMILAR_VEHICLES_MAX, type WireVehicleSummary } from '../../stock/contract.ts'
import type { AssetUrl, StockDb } from './d1.ts'
import { SUMMARY_COLUMNS, SUMMARY_FROM, summaryFromRow } from './vehicle-rows.ts'

/** A price within this share of the vehicle's own is in its price band. */
const PRICE_BAND = 0.2

/**
 * Vehicles like vehicle `t`, best first, in one statement (docs/decisions/0059): on sale (never
 * sold, never `t` itself); the same model first, then the same body style, fuel and price band
 * (±20 %), each a sort key of its own so that a vehicle sharing the model always comes before
 * one sharing only the body style; among equals the same dealership, an available one before a
 * reserved one, the nearest price, then the id (a stable order, so the page stays the same).
 * The reference row is joined by id, so the vehicle's own row answers whether it exists: none
 * means the id never existed.
 */
export const SIMILAR_SQL = `
  SELECT ${SUMMARY_COLUMNS}, t.id AS reference_id
  FROM vehicles t
  LEFT JOIN (${SUMMARY_FROM})
    ON v.id != t.id AND v.status != 'sold'
  WHERE t.id = ?1
  ORDER BY
    (v.brand = t.brand AND v.model = t.model) DESC,
    (v.body_style = t.body_style) DESC,
    (v.fuel = t.fuel) DESC,
    (ABS(v.price - t.price) <= t.price * ${PRICE_BAND}) DESC,
    (v.location = t.location) DESC,
    (v.status = 'available') DESC,
    ABS(v.price - t.price) ASC,
    v.id ASC
  LIMIT ${SIMILAR_VEHICLES_MAX}`

/** Up to six vehicles like `id` (sold or not), or null when no vehicle ever had this id. */
export async function similarVehicles(
  db: StockDb,
  id: number,
  asset: AssetUrl
): Promise<WireVehicleSummary[] | null> {
  const { results } = await db.prepare(SIMILAR_SQL).bind(id).all()
  if (results.length === 0) return null
  // A reference without any other vehicle on sale: one row of NULLs from the left join.
  return results.filter((row) => row.id !== null).map((row) => summaryFromRow(row, asset))
}
