import type { TradeInValuation } from '../../domain/vehicle.ts'

export interface TradeInDescription {
  brand: string
  model: string
  year: string
  mileage: string
  fuel: string
  condition: string
}

export type ValuationAnswer =
  { ok: true; valuation: TradeInValuation } | { ok: false; message: string; fields: string[] }

const UNAVAILABLE =
  'L’estimation est momentanément indisponible. Réessayez dans un instant ou contactez-nous.'

/** Asks the Worker (`POST /api/trade-in`) for an indicative offer; never throws. */
export async function requestValuation(car: TradeInDescription): Promise<ValuationAnswer> {
  try {
    const response = await fetch('/api/trade-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(car),
    })
    const body: unknown = await response.json().catch(() => null)
    const record =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
    if (response.ok && typeof record.valuation === 'object' && record.valuation !== null) {
      // The Worker validated the stock service's answer against the contract (no zod here).
      return { ok: true, valuation: record.valuation as TradeInValuation }
    }
    const error = (record.error ?? {}) as { message?: unknown; issues?: { path?: unknown }[] }
    return {
      ok: false,
      message: typeof error.message === 'string' ? error.message : UNAVAILABLE,
      fields: (error.issues ?? []).map((issue) => String(issue.path ?? '')),
    }
  } catch {
    return { ok: false, message: UNAVAILABLE, fields: [] }
  }
}
