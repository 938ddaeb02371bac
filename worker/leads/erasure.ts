/**
 * One person's data erased on request (GDPR art. 17): every row of ours that holds their e-mail
 * address, in the outbox (`leads`, spam included), the refused no-JavaScript form states, the
 * stock alerts (docs/decisions/0060) and the local sinks (the demo's CRM and mailbox). The same statements run in the Worker's tests
 * and in `npm run leads:erase` (wrangler d1 execute, local or --remote), which has no bound
 * parameters: hence literal SQL, the address quoted here and nowhere else.
 */

/** A SQL string literal: quotes doubled, so the address cannot end the string. */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}

export const ERASURE_PLACES = [
  'leads',
  'lead_form_states',
  'crm_sink_deliveries',
  'mail_sink_messages',
  'stock_alerts',
] as const
export type ErasurePlace = (typeof ERASURE_PLACES)[number]

/**
 * One DELETE per place, each returning a row per row deleted (`erased_from`), so the caller
 * counts what went. Addresses compare trimmed and case-insensitively.
 */
export function erasureStatements(email: string): Array<{ place: ErasurePlace; sql: string }> {
  const address = sqlText(email.trim().toLowerCase())
  const matches = (json: string) => `lower(trim(coalesce(${json}, ''))) = ${address}`
  return [
    {
      place: 'leads',
      sql: `DELETE FROM leads WHERE ${matches("json_extract(payload, '$.email')")} RETURNING 'leads' AS erased_from`,
    },
    {
      place: 'lead_form_states',
      sql: `DELETE FROM lead_form_states WHERE ${matches("json_extract(state, '$.values.email')")} RETURNING 'lead_form_states' AS erased_from`,
    },
    {
      place: 'crm_sink_deliveries',
      sql: `DELETE FROM crm_sink_deliveries WHERE ${matches("json_extract(body, '$.customer.email')")} RETURNING 'crm_sink_deliveries' AS erased_from`,
    },
    {
      place: 'mail_sink_messages',
      sql: `DELETE FROM mail_sink_messages WHERE ${matches('reply_to')} OR instr(lower(recipients), ${address}) > 0 RETURNING 'mail_sink_messages' AS erased_from`,
    },
    {
      place: 'stock_alerts',
      sql: `DELETE FROM stock_alerts WHERE ${matches('email')} RETURNING 'stock_alerts' AS erased_from`,
    },
  ]
}

/** Runs the erasure on a D1 database; returns how many rows went from each place. */
export async function erasePerson(
  db: D1Database,
  email: string
): Promise<Record<ErasurePlace, number>> {
  const statements = erasureStatements(email)
  const results = await db.batch(statements.map(({ sql }) => db.prepare(sql)))
  const counts: Record<ErasurePlace, number> = {
    leads: 0,
    lead_form_states: 0,
    crm_sink_deliveries: 0,
    mail_sink_messages: 0,
    stock_alerts: 0,
  }
  statements.forEach(({ place }, index) => {
    counts[place] = results[index]?.results.length ?? 0
  })
  return counts
}
