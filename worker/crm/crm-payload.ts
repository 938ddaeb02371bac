import { z } from 'zod'
import type { Lead, LeaseRequest } from '../../client/features/lead-forms/lead-schema.ts'
import { LANGUAGES, LOCALES } from '../../client/locale/language.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'

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
    /**
     * The version of the consent text the visitor accepted (`fr-1a2b3c4d`: language and a
     * fingerprint of the text); null for leads stored before versions were recorded.
     */
    data_protection_consent_version: z.string().nullable(),
  }),
  appointment: z.object({ date: z.string(), time: z.string() }).nullable(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  /**
   * What the lead is about, as the stock data says (checked by the Worker): a vehicle, a model, a
   * brand or a lease offer. `verified` is false when the stock could not be read at the time.
   */
  subject: z
    .object({
      type: z.string(),
      id: z.string(),
      title: z.string(),
      price: z.string().nullable(),
      vehicle_id: z.number().int().nullable(),
      brand: z.string().nullable(),
      brand_name: z.string().nullable(),
      model: z.string().nullable(),
      model_name: z.string().nullable(),
      url: z.string().nullable(),
      verified: z.boolean(),
    })
    .nullable(),
  /**
   * The lease configuration the visitor asked for (calculator or offer), amounts in integer
   * cents computed by the Worker; null amounts when the subject could not be checked.
   */
  lease: z
    .object({
      type: z.string(),
      colour: z.string(),
      duration_months: z.number().int().nullable(),
      annual_mileage_km: z.number().int().nullable(),
      deposit_cents: z
        .object({ incl_vat: z.number().int(), excl_vat: z.number().int() })
        .nullable(),
      establishment_fee_cents: z
        .object({ incl_vat: z.number().int(), excl_vat: z.number().int() })
        .nullable(),
      monthly_price_cents: z
        .object({ incl_vat: z.number().int(), excl_vat: z.number().int() })
        .nullable(),
      complete_price_cents: z
        .object({ incl_vat: z.number().int(), excl_vat: z.number().int() })
        .nullable(),
      vehicle_price_incl_vat_cents: z.number().int().nullable(),
    })
    .nullable(),
  page_url: z.string(),
  utm: z.record(z.string(), z.string()),
  /**
   * The locale the visitor wrote in (`fr-LU`, `de-LU`): their form's page's language, for the
   * dealership's answer.
   */
  language: z.enum(LANGUAGES.map((language) => LOCALES[language])),
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

const wholeOrNull = (value: string | number) => {
  const number = Number(value)
  return Number.isInteger(number) ? number : null
}

function crmLease(lease: LeaseRequest): NonNullable<CrmLead['lease']> {
  const quote = lease.quote
  const pair = (incl: number | undefined, excl: number | undefined) =>
    incl === undefined || excl === undefined ? null : { incl_vat: incl, excl_vat: excl }
  return {
    type: lease.view,
    colour: lease.colour,
    duration_months: wholeOrNull(lease.durationMonths),
    annual_mileage_km: wholeOrNull(lease.annualMileageKm),
    deposit_cents: pair(quote?.depositInclVatCents, quote?.depositExclVatCents),
    establishment_fee_cents: pair(quote?.feeInclVatCents, quote?.feeExclVatCents),
    monthly_price_cents: pair(quote?.monthlyInclVatCents, quote?.monthlyExclVatCents),
    complete_price_cents: pair(quote?.completeInclVatCents, quote?.completeExclVatCents),
    vehicle_price_incl_vat_cents: quote?.vehicleInclVatCents ?? null,
  }
}

export function toCrmLead(
  lead: Lead,
  meta: { leadId: string; receivedAt: string; flags: string[]; consentVersion: string | null }
): CrmLead {
  const details: Record<string, string | number> = {}
  for (const [field, key] of Object.entries(detailKeys)) {
    const value = (lead as Record<string, unknown>)[field]
    if (typeof value === 'string' || typeof value === 'number') details[key] = value
  }
  const subject = lead.snapshot.subject
  const lease = lead.snapshot.lease
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
      data_protection_consent_version: meta.consentVersion,
    },
    appointment: 'date' in lead ? { date: lead.date, time: lead.time } : null,
    message: lead.message ?? null,
    details,
    subject: subject
      ? {
          type: subject.type,
          id: subject.id,
          title: subject.title ?? subject.id,
          price: subject.price ?? null,
          vehicle_id: subject.vehicleId ?? null,
          brand: subject.brand?.slug ?? null,
          brand_name: subject.brand?.name ?? null,
          model: subject.model?.slug ?? null,
          model_name: subject.model?.name ?? null,
          url: subject.url ?? null,
          verified: !meta.flags.includes('subject_unverified'),
        }
      : null,
    lease: lease ? crmLease(lease) : null,
    page_url: lead.snapshot.pageUrl,
    utm: Object.fromEntries(
      Object.entries(lead.snapshot.utm).filter((entry): entry is [string, string] => !!entry[1])
    ),
    language: LOCALES[languageOfPath(lead.snapshot.pageUrl)],
  }
}
