import { Hono } from 'hono'
import { crmLeadSchema } from '../../crm/crm-payload.ts'
import { SIGNATURE_HEADER, verifySignature } from '../../crm/signature.ts'

/**
 * The embedded CRM sink: speaks the CRM webhook contract (signed JSON POST with an
 * Idempotency-Key), records what it receives in D1 `crm_sink_deliveries` and, like a real CRM,
 * keeps one row per idempotency key while counting repeated deliveries.
 */
export function createLocalCrmSink(options: { secret: string | undefined; path: string }) {
  const app = new Hono<{ Bindings: Env }>()
  app.post(options.path, async function receive(c) {
    const body = await c.req.text()
    let signature: 'valid' | 'unsigned' = 'unsigned'
    if (options.secret) {
      const valid = await verifySignature({
        secret: options.secret,
        body,
        header: c.req.header(SIGNATURE_HEADER),
        nowSeconds: Math.floor(Date.now() / 1000),
      })
      if (!valid) return c.json({ error: 'invalid signature' }, 401)
      signature = 'valid'
    }
    const key = c.req.header('Idempotency-Key')
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return c.json({ error: 'body is not JSON' }, 400)
    }
    const lead = crmLeadSchema.safeParse(json)
    if (!lead.success || !key || key !== lead.data.idempotency_key) {
      return c.json({ error: 'not a lead', issues: lead.error?.issues ?? [] }, 400)
    }
    const at = new Date().toISOString()
    await c.env.DB.prepare(
      `INSERT INTO crm_sink_deliveries (idempotency_key, lead_id, kind, body, signature,
         times_received, first_received_at, last_received_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?)
       ON CONFLICT (idempotency_key) DO UPDATE SET
         times_received = times_received + 1, last_received_at = excluded.last_received_at`
    )
      .bind(key, lead.data.lead_id, lead.data.kind, body, signature, at, at)
      .run()
    return c.json({ received: true, lead_id: lead.data.lead_id }, 202)
  })
  return app
}
