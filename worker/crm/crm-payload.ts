import { z } from 'zod'
import type { Lead } from '../../client/features/lead-forms/lead-schema.ts'

/**
 * The CRM webhook's wire shape (snake_case, one object per lead). Only worker/crm/ knows it; the
 * local sink validates what it receives with the same schema.
 */
export const crmLeadSchema = z.object({
  lead_id: z.string(),
  idempotency_key: z.uuid(),
  kind: z.string(),
  received_at: z.string(),
  flags: z.array(z.string()),
  dealership: z.string(),
  customer: z.object({
    civility: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    newsletter_opt_in: z.boolean(),
    data_protection_consent: z.literal(true),
  }),
  appointment: z.object({ date: z.string(), time: z.string() }).nullable(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  subject: z
    .object({ type: z.string(), id: z.string(), title: z.string(), price: z.string().nullable() })
    .nullable(),
  page_url: z.string(),
  utm: z.record(z.string(), z.string()),
})
export type CrmLead = z.infer<typeof crmLeadSchema>

const detailKeys = {
  plate: 'plate',
  tyreSize: 'tyre_size',
  season: 'season',
  tradeBrand: 'trade_in_brand',
  tradeModel: 'trade_in_model',
  tradeYear: 'trade_in_year',
  tradeMileage: 'trade_in_mileage_km',
  tradeFuel: 'trade_in_fuel',
  tradeCondition: 'trade_in_condition',
  tradeOffer: 'trade_in_offer_shown_eur',
} as const

export function toCrmLead(
  lead: Lead,
  meta: { leadId: string; receivedAt: string; flags: string[] }
): CrmLead {
  const details: Record<string, string | number> = {}
  for (const [field, key] of Object.entries(detailKeys)) {
    const value = (lead as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') details[key] = value
  }
  const subject = lead.snapshot.subject
  return {
    lead_id: meta.leadId,
    idempotency_key: lead.idempotencyKey,
    kind: lead.kind,
    received_at: meta.receivedAt,
    flags: meta.flags,
    dealership: lead.location,
    customer: {
      civility: lead.civility,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      newsletter_opt_in: lead.newsletter,
      data_protection_consent: true,
    },
    appointment: 'date' in lead ? { date: lead.date, time: lead.time } : null,
    message: lead.message ?? null,
    details,
    subject: subject
      ? { type: subject.type, id: subject.id, title: subject.title, price: subject.price ?? null }
      : null,
    page_url: lead.snapshot.pageUrl,
    utm: Object.fromEntries(
      Object.entries(lead.snapshot.utm).filter((entry): entry is [string, string] => !!entry[1])
    ),
  }
}
