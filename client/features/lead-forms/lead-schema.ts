import { z } from 'zod'
import { tradeInConditionSchema } from '../../domain/vehicle.ts'
import { dealershipSlugs, dealerships } from './dealerships.ts'
import { appointmentDepartment, type LeadKind } from './lead-kinds.ts'
import { civilityValues, seasonValues, tradeInFuelValues } from './lead-options.ts'
import { messages } from './messages.ts'
import { normalizePhone } from './phone.ts'
import { isBookableSlot } from './slots.ts'
import { utmKeys } from './utm.ts'

/**
 * The lead, as the browser sends it and the Worker validates it: one schema for both, French
 * messages on every rule. Field values arrive as strings (a form is text) or, for the two
 * checkboxes, booleans; the Worker turns a no-JavaScript form body into the same shape.
 */

const required = { error: messages.required }

const text = (max: number) =>
  z.string(required).trim().min(1, messages.required).max(max, messages.maxLength(max))

/** An optional text field: the empty string of an untouched input means "not given". */
const optionalText = (max: number) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, messages.maxLength(max))
    .optional()
    .transform((value) => (value ? value : undefined))

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? messages.required : messages.choice,
  })

// Letters of any script, spaces, apostrophes and hyphens: "Anne-Marie", "N'Guessan", "Müller".
const personName = text(80).regex(/^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*$/u, messages.name)

const integerIn = (min: number, max: number) =>
  z.union([z.number(), z.string().trim()], required).transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: messages.required })
      return z.NEVER
    }
    const number = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : NaN
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: 'custom', message: messages.between(min, max) })
      return z.NEVER
    }
    return number
  })

const contactFields = {
  civility: choice(civilityValues),
  firstName: personName,
  lastName: personName,
  email: text(254).pipe(z.email({ error: messages.email })),
  phone: text(40).transform((value, context) => {
    const phone = normalizePhone(value)
    if (phone === null) {
      context.addIssue({ code: 'custom', message: messages.phone })
      return z.NEVER
    }
    return phone
  }),
  location: choice(dealershipSlugs),
  message: optionalText(2000),
  consent: z.literal(true, { error: messages.consent }),
  newsletter: z.boolean({ error: messages.invalid }).optional().default(false),
}

const subjectSchema = z.object({
  type: z.enum(['vehicle', 'model']),
  id: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(200),
  price: z.string().trim().max(60).optional(),
})
export type LeadSubject = z.infer<typeof subjectSchema>

export const utmSchema = z.partialRecord(z.enum(utmKeys), z.string().max(200)).default({})

/** What the visitor was looking at: carried with the lead so the dealer sees the same thing. */
export const snapshotSchema = z.object({
  subject: subjectSchema.optional(),
  pageUrl: z.string().max(2000).regex(/^\//, messages.invalid),
  utm: utmSchema,
})

const envelope = {
  idempotencyKey: z.uuid({ error: messages.invalid }),
  /** The honeypot: hidden from people, filled in by bots. Checked by the pipeline, not here. */
  website: z.string().max(2000).optional().default(''),
  turnstileToken: z.string().max(4096).optional(),
  snapshot: snapshotSchema,
}

const appointment = {
  date: z.iso.date({ error: (issue) => (issue.input ? messages.date : messages.required) }),
  time: z.string({ error: messages.time }).regex(/^\d{2}:\d{2}$/, messages.time),
}

const tyres = {
  plate: optionalText(12).refine(
    (plate) => plate === undefined || /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(plate),
    messages.plate
  ),
  tyreSize: optionalText(20).refine(
    (size) => size === undefined || /^\d{3}\/\d{2} ?Z?R ?\d{2}(?: \d{2,3}[A-Z])?$/i.test(size),
    messages.tyreSize
  ),
  season: choice(seasonValues),
}

const base = { ...envelope, ...contactFields }

const kindSchemas = {
  'test-drive': z.object({ kind: z.literal('test-drive'), ...base, ...appointment }),
  interest: z.object({ kind: z.literal('interest'), ...base }),
  'model-contact': z.object({ kind: z.literal('model-contact'), ...base, message: text(2000) }),
  contact: z.object({ kind: z.literal('contact'), ...base, message: text(2000) }),
  'tyre-appointment': z.object({
    kind: z.literal('tyre-appointment'),
    ...base,
    ...appointment,
    ...tyres,
  }),
  'tyre-offer': z.object({
    kind: z.literal('tyre-offer'),
    ...base,
    ...tyres,
    tyreSize: text(20).regex(/^\d{3}\/\d{2} ?Z?R ?\d{2}(?: \d{2,3}[A-Z])?$/i, messages.tyreSize),
  }),
  'trade-in': z.object({
    kind: z.literal('trade-in'),
    ...base,
    tradeBrand: text(40),
    tradeModel: text(60),
    tradeYear: integerIn(1990, 2027),
    tradeMileage: integerIn(0, 1_000_000),
    tradeFuel: choice(tradeInFuelValues),
    tradeCondition: z.enum(tradeInConditionSchema.options, {
      error: (issue) => (issue.input ? messages.choice : messages.required),
    }),
    /** The indicative offer shown next to the form, in euros, when there was one. */
    tradeOffer: z.number().int().nonnegative().max(1_000_000).optional(),
  }),
} satisfies Record<LeadKind, z.ZodType>

/**
 * The lead schema; `now` is read at validation time to check that an appointment lies ahead
 * and within the dealership's hours. Leads read back from storage skip that check: their
 * appointment was checked when they were sent and may be in the past by now.
 */
export function createLeadSchema(options: { now?: () => Date; checkSlots?: boolean } = {}) {
  const now = options.now ?? (() => new Date())
  return z
    .discriminatedUnion(
      'kind',
      Object.values(kindSchemas) as [
        (typeof kindSchemas)['test-drive'],
        ...Array<(typeof kindSchemas)[keyof typeof kindSchemas]>,
      ],
      { error: messages.invalid }
    )
    .superRefine((lead, context) => {
      const subject = lead.snapshot.subject
      if (lead.kind === 'interest' && subject?.type !== 'vehicle') {
        context.addIssue({
          code: 'custom',
          path: ['snapshot', 'subject'],
          message: messages.invalid,
        })
      }
      // A test drive may come from /reserver-un-essai, without a vehicle; a model question not.
      if (lead.kind === 'model-contact' && !subject) {
        context.addIssue({
          code: 'custom',
          path: ['snapshot', 'subject'],
          message: messages.invalid,
        })
      }
      if (options.checkSlots === false) return
      if (lead.kind !== 'test-drive' && lead.kind !== 'tyre-appointment') return
      const key = appointmentDepartment(lead.kind)
      if (!isBookableSlot(dealerships[lead.location], key, lead.date, lead.time, now())) {
        context.addIssue({ code: 'custom', path: ['time'], message: messages.slotUnavailable })
      }
    })
}

export const leadSchema = createLeadSchema()
export const storedLeadSchema = createLeadSchema({ checkSlots: false })
export type Lead = z.output<ReturnType<typeof createLeadSchema>>
export type LeadInput = z.input<ReturnType<typeof createLeadSchema>>
