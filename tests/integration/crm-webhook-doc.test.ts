import { describe, expect, it } from 'vitest'
import doc from '../../docs/crm-webhook.md?raw'
import { CRM_TIMEOUT_MS } from '../../worker/crm/crm-client.ts'
import { crmLeadSchema } from '../../worker/crm/crm-payload.ts'
import { signBody, verifySignature } from '../../worker/crm/signature.ts'
import { DELIVERY_WINDOW_HOURS, retryDelaySeconds } from '../../worker/leads/consumer.ts'
import { OVERDUE_MINUTES } from '../../worker/leads/cron.ts'
import { LEADS_MAX_RETRIES } from '../../worker/leads/deps.ts'
import { EXCERPT_CHARS } from '../../worker/upstream/delivery.ts'

/** docs/crm-webhook.md is the CRM's contract: its examples must be what the code does. */
const blocks = (language: string) =>
  [...doc.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1] ?? ''
  )

describe('docs/crm-webhook.md', () => {
  it('shows payloads the schema accepts whole, with no field the site does not send', () => {
    const examples = blocks('json')
    expect(examples.length).toBeGreaterThanOrEqual(2)
    for (const example of examples) {
      const json: unknown = JSON.parse(example)
      const parsed = crmLeadSchema.safeParse(json)
      expect(parsed.error?.issues ?? []).toEqual([])
      // Parsing drops unknown keys: equal means the example has none.
      expect(parsed.data).toEqual(json)
    }
  })

  it('describes every field of the payload', () => {
    for (const key of Object.keys(crmLeadSchema.shape)) expect(doc).toContain(`| \`${key}\` |`)
    for (const key of Object.keys(crmLeadSchema.shape.customer.shape))
      expect(doc, key).toContain(`\`${key}\``)
  })

  it("gives a worked signature example the site's code produces and verifies", async () => {
    const secret = /the secret `([^`]+)`/.exec(doc)?.[1] ?? ''
    const t = Number(/`t` = `(\d+)`/.exec(doc)?.[1])
    const body = /the body `(\{[^`]+\})`/.exec(doc)?.[1] ?? ''
    const header = /\n(t=\d+,v1=[0-9a-f]{64})\n/.exec(doc)?.[1] ?? ''
    expect(secret).not.toBe('')
    expect(await signBody(secret, body, t)).toBe(header)
    expect(
      await verifySignature({ secret, body, header, nowSeconds: t + 60, toleranceSeconds: 300 })
    ).toBe(true)
  })

  it("states the consumer's retry schedule, window and limits", () => {
    const delays = Array.from({ length: LEADS_MAX_RETRIES }, (_, index) =>
      retryDelaySeconds(index + 1)
    )
    const written = delays.map((seconds) => (seconds < 60 ? `${seconds} s` : `${seconds / 60}`))
    const [first = '', ...rest] = written
    const last = rest.pop()
    expect(doc).toContain(
      `after ${first}, ${rest.join(', ')} and ${last} minutes (${LEADS_MAX_RETRIES} retries`
    )
    expect(doc).toContain(`This goes on for ${DELIVERY_WINDOW_HOURS} hours`)
    expect(doc).toContain(`untouched for ${OVERDUE_MINUTES} minutes`)
    expect(doc).toContain(`first ${EXCERPT_CHARS} characters`)
    expect(doc).toContain(`waits ${CRM_TIMEOUT_MS / 1000} seconds`)
  })
})
