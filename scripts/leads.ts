/**
 * Lists the leads with their delivery state: the outbox (status, channel, attempts, the refusing
 * receiver's status), newest first. Locally it also says whether the local CRM sink got each one.
 * No personal data by default: `--names` adds the customer's last name, `--answers` the excerpt
 * of the receiver's answer kept for refused leads (it may echo what the lead said).
 * Usage: npm run leads [-- --remote] [--status dead] [--limit N] [--names] [--answers]
 *        [--persist-to DIR]
 */
import { z } from 'zod'
import { formatsFor } from '../client/locale/format.ts'
import { argument, execute, flag, target } from './leads/d1.ts'

// The listing is written in French, amounts included.
const fr = formatsFor('fr')
const where = target()
const limit = Math.min(Math.max(Number(argument('--limit') ?? 50) || 50, 1), 1000)
const status = argument('--status')
if (status !== undefined && !/^(received|forwarded|failed|dead|spam)$/.test(status)) {
  console.error('--status: received, forwarded, failed, dead or spam')
  process.exit(1)
}
const names = flag('--names')
const answers = flag('--answers')

// The local CRM sink's table exists in production too (migration 0001) but stays empty there.
const sql = `SELECT l.id, l.kind, l.location, l.status, l.channel, l.attempts, l.flags, l.last_error,
  l.answer_status, l.answer_excerpt, l.created_at, l.forwarded_at, l.consent_version,
  l.anonymised_at, json_extract(l.payload, '$.lastName') AS last_name, d.times_received,
  json_extract(l.payload, '$.snapshot.subject') AS subject,
  json_extract(l.payload, '$.snapshot.lease') AS lease
  FROM leads l LEFT JOIN crm_sink_deliveries d ON d.idempotency_key = l.idempotency_key
  ${status ? `WHERE l.status = '${status}'` : ''}
  ORDER BY l.created_at DESC LIMIT ${limit};
  SELECT status, count(*) AS count FROM leads GROUP BY status ORDER BY status`

const rowSchema = z.object({
  id: z.string(),
  kind: z.string(),
  location: z.string(),
  status: z.string(),
  attempts: z.number(),
  flags: z.string(),
  last_error: z.string().nullable(),
  channel: z.string().nullable(),
  answer_status: z.number().nullable(),
  answer_excerpt: z.string().nullable(),
  consent_version: z.string().nullable(),
  anonymised_at: z.string().nullable(),
  created_at: z.string(),
  forwarded_at: z.string().nullable(),
  last_name: z.string().nullable(),
  times_received: z.number().nullable(),
  subject: z.string().nullable(),
  lease: z.string().nullable(),
})

const subjectSchema = z.object({ type: z.string(), id: z.string(), title: z.string().optional() })
const leaseSchema = z.object({
  view: z.string(),
  durationMonths: z.union([z.number(), z.string()]),
  annualMileageKm: z.union([z.number(), z.string()]),
  deposit: z.union([z.number(), z.string()]),
  quote: z.object({ monthlyInclVatCents: z.number(), monthlyExclVatCents: z.number() }).optional(),
})

/** "Kia EV3 Air … (lease-offer kia-ev3-air)": what the lead is about. */
function describeSubject(json: string | null): string {
  const subject = subjectSchema.safeParse(json ? JSON.parse(json) : null)
  if (!subject.success) return ''
  const { type, id, title } = subject.data
  return title ? `${title} (${type} ${id})` : `${type} ${id}`
}

/** "36 mois · 20 000 km/an · acompte 3 000 € · 412,50 € TVAC/mois": the lease asked for. */
function describeLease(json: string | null): string {
  const lease = leaseSchema.safeParse(json ? JSON.parse(json) : null)
  if (!lease.success) return ''
  const { view, durationMonths, annualMileageKm, deposit, quote } = lease.data
  const basis = view === 'business' ? 'HTVA' : 'TVAC'
  const monthly = quote
    ? ` · ${fr.cents(view === 'business' ? quote.monthlyExclVatCents : quote.monthlyInclVatCents)} ${basis}/mois`
    : ''
  return `${durationMonths} mois · ${fr.kilometres(Number(annualMileageKm))}/an · acompte ${fr.price(Number(deposit))}${monthly}`
}
const [listed = [], totals = []] = execute(where, sql)
const rows = z.array(rowSchema).parse(listed)
const countSchema = z.array(z.object({ status: z.string(), count: z.number() }))

console.info(`Leads: ${where.label}`)
if (rows.length === 0) {
  console.info(
    where.remote
      ? 'No lead.'
      : 'No lead yet. Send one from a form of the site (e.g. /contact or a vehicle page).'
  )
} else {
  console.table(
    rows.map((row) => ({
      id: row.id,
      received: row.created_at.replace('T', ' ').slice(0, 19),
      kind: row.kind,
      dealership: row.location,
      ...(names ? { name: row.last_name ?? '' } : {}),
      subject: describeSubject(row.subject),
      lease: describeLease(row.lease),
      status: row.status,
      via: row.channel ?? '',
      attempts: row.attempts,
      answer: row.answer_status === null ? '' : String(row.answer_status),
      ...(answers ? { 'answer excerpt': (row.answer_excerpt ?? '').slice(0, 120) } : {}),
      ...(where.remote
        ? {}
        : { 'in CRM': row.times_received === null ? 'no' : `yes (${row.times_received}×)` }),
      flags: JSON.parse(row.flags).join(', '),
      'last error': (row.last_error ?? '').slice(0, 80),
      anonymised: row.anonymised_at ? 'yes' : '',
    }))
  )
}
const counts = countSchema.parse(totals).map(({ status, count }) => `${status}: ${count}`)
console.info(`All leads by status — ${counts.join(', ') || 'none'}`)
const dead = rows.filter((row) => row.status === 'dead')
if (dead.length > 0) {
  console.info(
    `Dead leads are no longer retried. Once the cause is fixed: npm run leads:resend -- ID${where.remote ? ' --remote' : ''}`
  )
}
