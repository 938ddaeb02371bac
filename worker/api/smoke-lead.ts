import { Hono } from 'hono'
import { createLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import type { AppEnv } from '../app-env.ts'
import { pingLeadChannel } from '../crm/crm-ping.ts'
import { consentVersion } from '../leads/consent-version.ts'
import { crmLeadSchema, toCrmLead } from '../crm/crm-payload.ts'
import { equalHex } from '../http/equal-hex.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'
import { fieldErrors } from '../leads/pipeline.ts'
import { leadLanguage } from '../leads/lead-language.ts'
import { dealershipDirectory } from '../leads/dealership-directory.ts'
import { resolveSubject } from '../leads/subject.ts'
import { reportError } from '../monitoring/report-error.ts'

/** The header that carries the smoke token (`SMOKE_TOKEN`, a secret: docs/deploying.md). */
export const SMOKE_TOKEN_HEADER = 'x-smoke-token'
const MAX_BODY_BYTES = 64 * 1024
const CRM_PING_TIMEOUT_MS = 3_000

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * `POST /api/smoke/lead`: the lead path of `npm run smoke` (scripts/smoke/), a dry run. The body
 * is a lead as the forms send it; it is validated as a real one (the form's schema, its subject
 * checked against the stock), turned into the CRM's payload and checked against the CRM contract,
 * and the CRM is asked whether it is there (`HEAD`, worker/crm/crm-ping.ts). Nothing is stored,
 * queued or sent: no lead exists afterwards. Only with the smoke token (`SMOKE_TOKEN`); without
 * that secret configured the route does not exist (404), with a wrong token it answers 401.
 */
export function smokeLeadRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.post('/lead', async (c) => {
    c.header('Cache-Control', 'no-store')
    const config = c.get('config')
    if (!config.SMOKE_TOKEN) return c.json({ error: 'not found' }, 404)
    const given = c.req.header(SMOKE_TOKEN_HEADER) ?? ''
    if (!equalHex(await sha256Hex(given), await sha256Hex(config.SMOKE_TOKEN))) {
      return c.json({ error: 'smoke token missing or wrong' }, 401)
    }
    const text = await readBoundedText(c, MAX_BODY_BYTES)
    const body = text === null ? undefined : parseJsonText(text)
    if (body === undefined) return c.json({ dryRun: true, lead: 'unreadable' }, 400)
    const language = leadLanguage(body, c.req.header('referer'))
    const services = c.get('services')
    const dealership = await dealershipDirectory(() => services.stock.locations(), reportError)
    const parsed = createLeadSchema({ now: () => new Date(), language, dealership }).safeParse(body)
    if (!parsed.success) {
      return c.json({ dryRun: true, lead: 'invalid', errors: fieldErrors(parsed.error) }, 422)
    }
    const resolved = await resolveSubject(parsed.data, services.stock, reportError, language)
    if (!resolved.ok) {
      return c.json({ dryRun: true, lead: 'invalid', errors: resolved.errors }, 422)
    }
    const payload = crmLeadSchema.safeParse(
      toCrmLead(resolved.lead, {
        leadId: 'dry-run',
        receivedAt: new Date().toISOString(),
        flags: ['dry_run', ...resolved.flags],
        consentVersion: consentVersion(language),
      })
    )
    const crm = await pingLeadChannel({
      crmUrl: config.CRM_WEBHOOK_URL,
      mailUrl: config.MAIL_API_URL,
      fetch: services.upstreamFetch,
      timeoutMs: CRM_PING_TIMEOUT_MS,
    })
    const ok = payload.success && crm.reachable
    return c.json(
      {
        dryRun: true,
        stored: false,
        lead: 'valid',
        subjectVerified: !resolved.flags.includes('subject_unverified'),
        crmPayload: payload.success ? 'valid' : 'invalid',
        channel: crm.channel,
        crm: crm.reachable ? 'reachable' : 'unreachable',
      },
      ok ? 200 : 503
    )
  })
  return routes
}
