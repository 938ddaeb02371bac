import { z } from 'zod'

/**
 * What a form needs after a refused no-JavaScript submit: the values typed and the French errors.
 * Kept in D1 (strongly consistent, unlike KV, so the redirected GET sees it) behind a random
 * token for ten minutes; the token travels in the redirect URL, the personal data does not.
 */
export const FORM_STATE_TTL_MS = 10 * 60_000
export const FORM_STATE_PARAM = 'formulaire'
export const SENT_PARAM = 'demande'
export const SENT_VALUE = 'envoyee'
/**
 * The accepted lead's id on the no-JavaScript confirmation: the page reads the lead's analytics
 * conversion with it (worker/leads/conversion-marker.ts), the browser pushes it once per id.
 */
export const LEAD_REF_PARAM = 'ref'

export const leadFormStateSchema = z.object({
  formId: z.string().max(80),
  values: z.record(z.string(), z.union([z.string().max(4000), z.boolean()])),
  errors: z.record(z.string(), z.string()),
  /** A French notice for the whole form, e.g. "too many requests" or "service unavailable". */
  notice: z.string().optional(),
})
export type LeadFormState = z.infer<typeof leadFormStateSchema>

export async function saveFormState(
  db: D1Database,
  state: LeadFormState,
  now: Date
): Promise<string> {
  const token = crypto.randomUUID()
  await db
    .prepare('INSERT INTO lead_form_states (token, state, expires_at) VALUES (?, ?, ?)')
    .bind(token, JSON.stringify(state), now.getTime() + FORM_STATE_TTL_MS)
    .run()
  return token
}

/** The state a page URL points at, or null (unknown, expired, or D1 unavailable). */
export async function loadFormState(
  db: D1Database,
  url: URL,
  now: Date
): Promise<LeadFormState | null> {
  const token = url.searchParams.get(FORM_STATE_PARAM)
  if (!token || !/^[0-9a-f-]{36}$/.test(token)) return null
  try {
    const row = await db
      .prepare('SELECT state FROM lead_form_states WHERE token = ? AND expires_at > ?')
      .bind(token, now.getTime())
      .first<{ state: string }>()
    if (!row) return null
    const parsed = leadFormStateSchema.safeParse(JSON.parse(row.state))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The address a form posts back to without JavaScript: its page with the query that carried its
 * subject (`?offre=…`, `?modele=…`, a calculator's configuration), without a previous answer.
 */
export function formPageUrl(path: string, url: URL): string {
  const query = new URLSearchParams(url.search)
  query.delete(FORM_STATE_PARAM)
  query.delete(SENT_PARAM)
  query.delete(LEAD_REF_PARAM)
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}`.slice(0, 2000)
}

export async function pruneFormStates(db: D1Database, now: Date): Promise<void> {
  await db.prepare('DELETE FROM lead_form_states WHERE expires_at <= ?').bind(now.getTime()).run()
}
