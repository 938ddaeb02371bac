import { type ConversionMarker, leadConversion } from './lead-conversion.ts'
import { storedLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import { LEAD_REF_PARAM, SENT_PARAM, SENT_VALUE } from './form-state.ts'
import { findLeadById } from './outbox.ts'

/** How long after a lead its no-JavaScript confirmation still carries the analytics event. */
export const CONVERSION_MARKER_TTL_MS = 30 * 60_000

/**
 * The conversion of the lead a confirmation's address names (`?demande=envoyee&ref=`), rendered
 * into the document (worker/pages/answer-document.ts), or null: not a confirmation, no or malformed
 * id, a lead unknown (a honeypot hit is stored nowhere), older than half an hour, emptied by the
 * retention job, or D1 unavailable. Nothing personal leaves: only the conversion
 * (worker/leads/lead-conversion.ts).
 */
export async function loadConversionMarker(
  /** Asked only for a confirmation's URL: every other page answers without touching D1. */
  db: () => D1Database,
  url: URL,
  now: Date
): Promise<ConversionMarker | null> {
  if (url.searchParams.get(SENT_PARAM) !== SENT_VALUE) return null
  const ref = url.searchParams.get(LEAD_REF_PARAM)
  if (!ref || !/^[0-9a-f-]{36}$/.test(ref)) return null
  try {
    const row = await findLeadById(db(), ref)
    if (!row || row.anonymised_at !== null || row.status === 'spam') return null
    if (now.getTime() - Date.parse(row.created_at) > CONVERSION_MARKER_TTL_MS) return null
    const lead = storedLeadSchema.safeParse(JSON.parse(row.payload))
    return lead.success ? { ref: row.id, conversion: leadConversion(lead.data) } : null
  } catch {
    return null
  }
}
