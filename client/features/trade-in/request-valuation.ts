import type { TradeInValuation } from '../../domain/vehicle.ts'
import type { Dealership } from '../lead-forms/dealerships.ts'
import { fromOwnWorker } from '../../navigation/own-worker-json.ts'
import type { TradeInAnswer } from './trade-in-answer.ts'

export interface TradeInDescription {
  brand: string
  model: string
  year: string
  mileage: string
  fuel: string
  condition: string
}

export type ValuationAnswer =
  | { ok: true; valuation: TradeInValuation; dealerships: Dealership[] }
  | { ok: false; message: string; fields: string[] }

/**
 * Asks the Worker (`POST /api/trade-in`) for an indicative offer; never throws. `unavailable` is
 * what the visitor reads when there is no answer, in the page's language.
 */
export async function requestValuation(
  car: TradeInDescription,
  unavailable: string
): Promise<ValuationAnswer> {
  try {
    const response = await fetch('/api/trade-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(car),
    })
    // The Worker validated the stock service's answer against the contract (no zod here); an
    // answer that is not the Worker's JSON (an edge error page) throws and reads as unavailable.
    const answer = fromOwnWorker<TradeInAnswer>(await response.text())
    if (response.ok && 'valuation' in answer) {
      return { ok: true, valuation: answer.valuation, dealerships: answer.dealerships }
    }
    const error = 'error' in answer ? answer.error : undefined
    return {
      ok: false,
      message: error?.message ?? unavailable,
      fields: (error?.issues ?? []).map((issue) => issue.path),
    }
  } catch {
    return { ok: false, message: unavailable, fields: [] }
  }
}
