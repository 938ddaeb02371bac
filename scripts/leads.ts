/**
 * Lists the leads of the local demo with their delivery state, from the local D1 database:
 * the outbox (status, attempts, last error) joined with what the local CRM sink received.
 * Usage: npm run leads [-- --persist-to DIR] [--limit N]
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { z } from 'zod'
import { formatsFor } from '../client/locale/format.ts'

// The listing is written in French, amounts included.
const fr = formatsFor('fr')
const root = resolve(import.meta.dirname, '..')
const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}
const persistTo = resolve(argument('--persist-to') ?? resolve(root, '.wrangler/state'))
const limit = Math.min(Math.max(Number(argument('--limit') ?? 50) || 50, 1), 1000)

const sql = `SELECT l.id, l.kind, l.location, l.status, l.attempts, l.flags, l.last_error, l.created_at,
  l.forwarded_at, json_extract(l.payload, '$.lastName') AS last_name, d.times_received,
  json_extract(l.payload, '$.snapshot.subject') AS subject,
  json_extract(l.payload, '$.snapshot.lease') AS lease
  FROM leads l LEFT JOIN crm_sink_deliveries d ON d.idempotency_key = l.idempotency_key
  ORDER BY l.created_at DESC LIMIT ${limit}`

const result = spawnSync(
  resolve(root, 'node_modules/.bin/wrangler'),
  ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', sql],
  { cwd: root, encoding: 'utf8' }
)
if (result.status !== 0) {
  console.error(result.stderr || result.stdout)
  console.error('Could not read the local D1 database. Has `npm start` (or `npm run seed`) run?')
  process.exit(1)
}

const rowSchema = z.object({
  id: z.string(),
  kind: z.string(),
  location: z.string(),
  status: z.string(),
  attempts: z.number(),
  flags: z.string(),
  last_error: z.string().nullable(),
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
const rows =
  z.array(z.object({ results: z.array(rowSchema) })).parse(JSON.parse(result.stdout))[0]?.results ??
  []

if (rows.length === 0) {
  console.info('No lead yet. Send one from a form of the site (e.g. /contact or a vehicle page).')
} else {
  console.table(
    rows.map((row) => ({
      received: row.created_at.replace('T', ' ').slice(0, 19),
      kind: row.kind,
      dealership: row.location,
      name: row.last_name ?? '',
      subject: describeSubject(row.subject),
      lease: describeLease(row.lease),
      status: row.status,
      attempts: row.attempts,
      'in CRM': row.times_received === null ? 'no' : `yes (${row.times_received}×)`,
      flags: JSON.parse(row.flags).join(', '),
      'last error': row.last_error ?? '',
    }))
  )
  const byStatus = new Map<string, number>()
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1)
  const counts = [...byStatus].map(([status, count]) => `${status}: ${count}`)
  console.info(`${rows.length} lead(s) — ${counts.join(', ')}`)
}
