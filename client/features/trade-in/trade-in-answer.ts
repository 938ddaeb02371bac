import type { TradeInValuation } from '../../domain/vehicle.ts'

/** What the Worker's trade-in endpoint answers (worker/api/trade-in.ts holds it to this type). */
export type TradeInAnswer =
  | { valuation: TradeInValuation }
  | { error: { message: string; issues?: { path: string; message: string }[] } }
