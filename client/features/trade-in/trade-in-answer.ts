import type { TradeInValuation } from '../../domain/vehicle.ts'
import type { Dealership } from '../lead-forms/dealerships.ts'

/** What the Worker's trade-in endpoint answers (worker/api/trade-in.ts holds it to this type). */
export type TradeInAnswer =
  /** With the dealerships the trade-in lead form then offers (the stock API's locations). */
  | { valuation: TradeInValuation; dealerships: Dealership[] }
  | { error: { message: string; issues?: { path: string; message: string }[] } }
