import { Hono } from 'hono'
import { addDays } from '../../../client/features/opening-hours/calendar-date.ts'
import { luxembourgWallClockAt } from '../../../client/locale/zoned-time.ts'
import type { Fuel, TradeInCondition } from '../../../client/domain/vehicle.ts'
import {
  wireValuationRequestSchema,
  type WireValuationRequest,
  type WireValuationResponse,
} from '../../stock/contract.ts'
import { referencePrice } from './catalogue-routes.ts'
import type { StockEnv } from './d1.ts'
import { errorResponse, zodIssues } from './errors.ts'
import { money } from './format.ts'

/**
 * The demo trade-in formula (documented in docs/stock-api.md). The car's age counts from the
 * demo's reference year so that the same car always gets the same offer; the estimate stays valid
 * for 30 days from the day it is made (Luxembourg's calendar).
 */
export const VALUATION_REFERENCE_YEAR = 2026
export const VALUATION_VALIDITY_DAYS = 30
/** When neither the model nor the brand is in the catalogue. */
export const DEFAULT_REFERENCE_PRICE = 25_000

const conditionFactor: Record<TradeInCondition, number> = {
  excellent: 1,
  good: 0.92,
  fair: 0.82,
  poor: 0.65,
}

/** Diesel resale is falling; battery health is uncertain without a certificate. */
const fuelFactor = (fuel: Fuel) => (fuel === 'diesel' || fuel === 'electric' ? 0.95 : 1)

const roundTo50 = (amount: number) => Math.max(250, Math.round(amount / 50) * 50)

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** FNV-1a: a stable reference for the same request, without clock or randomness. */
function reference(request: WireValuationRequest): string {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(request))
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `VAL-${hash.toString(16).toUpperCase().padStart(8, '0')}`
}

/**
 * value = reference price × 0.85^age × max(0.35, 1 − km / 250 000) × condition × fuel;
 * offer = value, low = 90 %, high = 105 %, each rounded to 50 € (at least 250 €).
 */
export function valuate(
  request: WireValuationRequest,
  referenceNewPrice: number,
  /** The day of the estimate, "YYYY-MM-DD" in Luxembourg. */
  today: string
): WireValuationResponse['data'] {
  const age = Math.max(0, VALUATION_REFERENCE_YEAR - request.year)
  const value =
    referenceNewPrice *
    0.85 ** age *
    Math.max(0.35, 1 - request.mileage / 250_000) *
    conditionFactor[request.condition] *
    fuelFactor(request.fuel)
  return {
    reference: reference(request),
    currency: 'EUR',
    low: money(roundTo50(value * 0.9)),
    high: money(roundTo50(value * 1.05)),
    offer: money(roundTo50(value)),
    valid_until: addDays(today, VALUATION_VALIDITY_DAYS),
  }
}

export const valuationRoutes = new Hono<StockEnv>()

valuationRoutes.post('/', async (c) => {
  const body = wireValuationRequestSchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success)
    return errorResponse(c, 400, 'Invalid valuation request', zodIssues(body.error))
  const price = await referencePrice(c.env.DB, slugify(body.data.brand), slugify(body.data.model))
  const today = luxembourgWallClockAt(Date.now()).date
  const data = valuate(body.data, price ?? DEFAULT_REFERENCE_PRICE, today)
  return c.json({ data } satisfies WireValuationResponse)
})
