import { callEndpoint } from '../../api/call-endpoint.ts'
import type { TradeInValuation } from '../../domain/vehicle.ts'
import type { Dealership } from '../lead-forms/dealerships.ts'
import { fuelCodes, tradeInConditionCodes } from '../../domain/vehicle-vocabulary.ts'
import type { Language } from '../../locale/language.ts'

/** The form's fields as the visitor left them. */
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
 * Asks the Worker (`endpoints.tradeIn`) for an indicative offer in the page's `language`; never
 * throws. `unavailable` is what the visitor reads when there is no answer, in that language.
 */
export async function requestValuation(
  car: TradeInDescription,
  language: Language,
  unavailable: string
): Promise<ValuationAnswer> {
  const fuel = fuelCodes.find((code) => code === car.fuel)
  const condition = tradeInConditionCodes.find((code) => code === car.condition)
  if (!fuel || !condition) {
    const fields = [...(fuel ? [] : ['fuel']), ...(condition ? [] : ['condition'])]
    return { ok: false, message: unavailable, fields }
  }
  const result = await callEndpoint('tradeIn', {
    language,
    input: { ...car, fuel, condition },
  }).catch(() => null)
  // No answer, or not the Worker's (an edge error page): unavailable.
  if (result?.kind !== 'answer') return { ok: false, message: unavailable, fields: [] }
  const { answer } = result
  if (result.ok && 'valuation' in answer) {
    return { ok: true, valuation: answer.valuation, dealerships: answer.dealerships }
  }
  const error = 'error' in answer ? answer.error : undefined
  return {
    ok: false,
    message: error?.message ?? unavailable,
    fields: (error?.issues ?? []).map((issue) => issue.path),
  }
}
