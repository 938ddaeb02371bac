import { z } from 'zod'

/**
 * The contract of `POST /api/leads` with JavaScript (endpoints.ts: `leads`): the body's fields
 * with their JSON types, and every answer the Worker sends. The lead's own rules (required
 * fields, formats, dealerships, opening hours, with their sentences in the page's language) are
 * the lead schema's (client/features/lead-forms/lead-schema.ts): the form applies them before
 * sending and the Worker after this contract (worker/leads/pipeline.ts). The contract adds no
 * rule of its own beyond the JSON type of each field name, so a body the form can build always
 * passes it.
 */

/** A text field, as a form gives it. */
const text = z.string()
/** A whole number a form gives as text and a program may send as a number. */
const textOrNumber = z.union([z.string(), z.number()])

/** The lease configuration of a request sent from a calculator (its six fields, as chosen). */
const leaseBody = z.object({
  view: text.optional(),
  colour: text.optional(),
  durationMonths: textOrNumber.optional(),
  annualMileageKm: textOrNumber.optional(),
  deposit: textOrNumber.optional(),
  establishmentFee: textOrNumber.optional(),
})

/** What the lead is about, as the page names it; the Worker checks it against the stock. */
const subjectBody = z.object({
  type: text.optional(),
  id: text.optional(),
  title: text.optional(),
  price: text.optional(),
})

/**
 * The body of a lead as the browser sends it (client/features/lead-forms/form-body.ts builds it
 * from the form's fields). Every field is optional here: a missing one is the lead schema's to
 * name, in the visitor's language.
 */
export const leadBodySchema = z.object({
  kind: text.optional(),
  idempotencyKey: text.optional(),
  website: text.optional(),
  turnstileToken: text.optional(),
  civility: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  location: text.optional(),
  date: text.optional(),
  time: text.optional(),
  plate: text.optional(),
  tyreSize: text.optional(),
  season: text.optional(),
  tradeBrand: text.optional(),
  tradeModel: text.optional(),
  tradeYear: textOrNumber.optional(),
  tradeMileage: textOrNumber.optional(),
  tradeFuel: text.optional(),
  tradeCondition: text.optional(),
  /** The indicative offer shown next to a trade-in form, in euros. */
  tradeOffer: z.number().optional(),
  message: text.optional(),
  vehicleChoice: text.optional(),
  consent: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  snapshot: z
    .object({
      pageUrl: text.optional(),
      utm: z.record(z.string(), z.string()).optional(),
      lease: leaseBody.optional(),
      subject: subjectBody.optional(),
    })
    .optional(),
})
export type LeadBody = z.infer<typeof leadBodySchema>

/**
 * What the analytics `lead_submitted` event says of an accepted lead (docs/decisions/0058;
 * worker/leads/lead-conversion.ts builds it on the Worker): nothing personal.
 */
const conversion = z.object({
  kind: z.string(),
  department: z.enum(['sales', 'service']),
  dealership: z.string(),
  subject_type: z.enum(['vehicle', 'model', 'brand', 'lease-offer']).nullable(),
  vehicle_id: z.number().nullable(),
  model_id: z.string().nullable(),
  offer_id: z.string().nullable(),
  brand: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.literal('EUR'),
  lease: z
    .object({
      type: z.string(),
      duration_months: z.number().nullable(),
      annual_mileage_km: z.number().nullable(),
      monthly_price: z.number().nullable(),
      deposit: z.number().nullable(),
    })
    .nullable(),
})
export type LeadConversionAnswer = z.infer<typeof conversion>

/**
 * Every answer of `POST /api/leads` to JSON, each sentence in the page's language: taken (201, or
 * 200 for a lead already taken), the fields to fix (400, 403 cross-site, 413, 415, 422: by field
 * name, `_form` for the whole form), a refusal (403 Turnstile, 429), or taken by nobody (503: whom
 * to call instead).
 */
export const leadAnswerSchema = z.union([
  z.object({ leadId: z.string(), message: z.string(), conversion }),
  z.object({ errors: z.record(z.string(), z.string()) }),
  z.object({
    message: z.string(),
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  }),
  // Strict: a success without its conversion, or a 503 with a broken contact, is not a refusal.
  z.strictObject({ message: z.string() }),
])
