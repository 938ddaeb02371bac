import type { z } from 'zod'
import type { LeadBody } from '../../client/api/lead-endpoint.ts'
import { basics } from '#deployment/basics'
import { groupContact } from '#deployment/group-contact'
import type { DealershipDirectory } from '../../client/features/lead-forms/dealerships.ts'
import { type LeadConversion, leadConversion } from './lead-conversion.ts'
import {
  type Lead,
  createLeadSchema,
  storedLeadSchema,
} from '../../client/features/lead-forms/lead-schema.ts'
import type { Language } from '../../client/locale/language.ts'
import { consentVersion } from './consent-version.ts'
import type { LeadQueue } from './lead-message.ts'
import {
  findLeadByKey,
  insertLead,
  markEnqueued,
  type NewLeadRecord,
  type OutboxRow,
} from './outbox.ts'
import { clientHash, withinRateLimit } from './rate-limit.ts'
import type { FieldErrors } from './field-errors.ts'
import { resolveSubject, type SubjectSources } from './subject.ts'
import { verifyTurnstile } from './turnstile.ts'
import { withoutControlCharacters } from './control-characters.ts'

/** What the pipeline needs from the platform; a test hands in failing ones. */
export interface LeadPipelineDeps {
  db: D1Database
  queue: LeadQueue
  upstreamFetch: typeof fetch
  /** Set only when the forms show the widget (worker/leads/turnstile.ts): then a token is required. */
  turnstileSecret: string | undefined
  /** Salt of the client hash used by the rate limit. */
  rateLimitSalt: string
  now: () => Date
  newId: () => string
  /** Reports a swallowed failure (D1 down, queue down) to monitoring. */
  report: (error: unknown, context: Record<string, string>) => void
  /** Where the subject of a lead (vehicle, model, offer) is checked: the stock client. */
  subjects: SubjectSources
  /**
   * The group's dealerships, from the stock API's locations (worker/leads/dealership-directory.ts):
   * which a lead may name, and whom a 503 answer names. `null` (or a throw, reported) when the
   * stock API is down and no copy is kept: the lead is then taken, flagged `location_unverified`.
   */
  dealerships: () => Promise<DealershipDirectory | null>
}

export type LeadOutcome =
  | { outcome: 'invalid'; errors: FieldErrors; values: LeadBody }
  | {
      outcome: 'accepted'
      leadId: string
      kind: Lead['kind']
      duplicate: boolean
      via: 'd1' | 'queue'
      /** What the analytics event says of the lead: nothing personal (lead-conversion.ts). */
      conversion: LeadConversion
    }
  | { outcome: 'spam'; leadId: string; kind: Lead['kind']; conversion: LeadConversion }
  | { outcome: 'rate-limited' }
  | { outcome: 'turnstile-rejected'; missing: boolean }
  | { outcome: 'unavailable'; contact: { name: string; phone: string; email: string } }

/** The first message of each field (in the lead's language), keyed by its path ("email", "snapshot.pageUrl"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_form'
    errors[key] ??= issue.message
  }
  return errors
}

/**
 * Whom the visitor should call when the lead could not be stored: the chosen dealership as the
 * last known locations give it, else the group (the deployment's contact, docs/decisions/0054).
 */
function unavailableContact(directory: DealershipDirectory | null, slug: string) {
  const dealership = directory?.(slug)
  return dealership
    ? { name: dealership.name, phone: dealership.phone, email: dealership.email }
    : { name: basics.name, phone: groupContact.phone, email: groupContact.email }
}

/** The conversion of a stored lead, or of the lead as sent when the stored one cannot be read. */
function storedConversion(row: OutboxRow, sent: Lead): LeadConversion {
  try {
    const stored = storedLeadSchema.safeParse(JSON.parse(row.payload))
    if (stored.success) return leadConversion(stored.data)
  } catch {
    // An emptied (anonymised) payload: what was sent says the same.
  }
  return leadConversion(sent)
}

/**
 * Takes a lead from the outside world to durable storage: `raw` has the leads endpoint's shape
 * (its JSON body as `endpoints.leads.input` parsed it, or a no-JavaScript form's fields); the lead
 * schema applies the lead's rules here, in the visitor's language. The answer is "accepted" only after a
 * durable write: the D1 outbox, or when D1 fails, an awaited send on the queue carrying the whole
 * lead. With neither, the visitor is told to call the dealership ("unavailable").
 */
export async function submitLead(
  raw: LeadBody,
  client: { ip: string | undefined; language: Language },
  deps: LeadPipelineDeps
): Promise<LeadOutcome> {
  // Control characters stop here: no CR/LF reaches the CRM's headers, CSV exports or e-mails.
  const directory = await deps.dealerships().catch((error: unknown) => {
    deps.report(error, { step: 'dealerships' })
    return null
  })
  const parsed = createLeadSchema({
    now: deps.now,
    language: client.language,
    dealership: directory,
  }).safeParse(withoutControlCharacters(raw))
  if (!parsed.success) return { outcome: 'invalid', errors: fieldErrors(parsed.error), values: raw }
  let lead = parsed.data
  const createdAt = deps.now().toISOString()
  const record = (status: NewLeadRecord['status'], flags: string[]): NewLeadRecord => ({
    id: deps.newId(),
    idempotencyKey: lead.idempotencyKey,
    kind: lead.kind,
    location: lead.location,
    status,
    flags,
    payload: JSON.stringify(lead),
    createdAt,
    consentVersion: consentVersion(client.language),
  })

  // A retry of a lead already stored is answered from the outbox, before any limit applies.
  try {
    const existing = await findLeadByKey(deps.db, lead.idempotencyKey)
    if (existing) {
      return {
        outcome: 'accepted',
        leadId: existing.id,
        kind: lead.kind,
        duplicate: true,
        via: 'd1',
        conversion: storedConversion(existing, lead),
      }
    }
  } catch (error) {
    deps.report(error, { step: 'find-existing' })
  }

  const hash = await clientHash(client.ip ?? 'unknown', deps.rateLimitSalt)
  if (!(await withinRateLimit(deps.db, hash, deps.now()))) return { outcome: 'rate-limited' }

  // Honeypot: counted by the limit like any lead, answered like a success so the bot learns
  // nothing, and stored nowhere (a bot could otherwise fill the database; docs/decisions/0041).
  if (lead.website.trim() !== '') {
    return {
      outcome: 'spam',
      leadId: deps.newId(),
      kind: lead.kind,
      conversion: leadConversion(lead),
    }
  }

  const flags: string[] = directory ? [] : ['location_unverified']
  const resolved = await resolveSubject(lead, deps.subjects, deps.report, client.language)
  if (!resolved.ok) return { outcome: 'invalid', errors: resolved.errors, values: raw }
  lead = resolved.lead
  flags.push(...resolved.flags)

  if (deps.turnstileSecret) {
    const turnstile = await verifyTurnstile({
      secret: deps.turnstileSecret,
      token: lead.turnstileToken,
      ip: client.ip,
      fetch: deps.upstreamFetch,
    })
    // The forms show the widget whenever a secret is set: a lead without its token is a bot's.
    if (turnstile === 'rejected' || turnstile === 'missing') {
      return { outcome: 'turnstile-rejected', missing: turnstile === 'missing' }
    }
    if (turnstile === 'unavailable') flags.push('turnstile_unverified')
  }

  const fresh = record('received', flags)
  try {
    const { row, created } = await insertLead(deps.db, fresh)
    if (created) {
      // The row is durable: a failed send is caught up by the cron, so it does not fail the lead.
      try {
        await deps.queue.send({ leadId: row.id, idempotencyKey: row.idempotency_key })
        await markEnqueued(deps.db, row.id, deps.now().toISOString())
      } catch (error) {
        deps.report(error, { step: 'enqueue', leadId: row.id })
      }
    }
    return {
      outcome: 'accepted',
      leadId: row.id,
      kind: lead.kind,
      duplicate: !created,
      via: 'd1',
      conversion: created ? leadConversion(lead) : storedConversion(row, lead),
    }
  } catch (error) {
    deps.report(error, { step: 'd1-insert' })
  }

  try {
    await deps.queue.send({
      leadId: fresh.id,
      idempotencyKey: fresh.idempotencyKey,
      record: {
        kind: fresh.kind,
        location: fresh.location,
        flags: fresh.flags,
        payload: fresh.payload,
        createdAt: fresh.createdAt,
        consentVersion: fresh.consentVersion,
      },
    })
    return {
      outcome: 'accepted',
      leadId: fresh.id,
      kind: lead.kind,
      duplicate: false,
      via: 'queue',
      conversion: leadConversion(lead),
    }
  } catch (error) {
    deps.report(error, { step: 'queue-fallback' })
  }
  return { outcome: 'unavailable', contact: unavailableContact(directory, lead.location) }
}
