import { z } from 'zod'
import { tradeInConditionSchema } from '../../domain/vehicle.ts'
import { type Dealership, type DealershipDirectory, directoryOf } from './dealerships.ts'
import { appointmentDepartment, type LeadKind } from './lead-kinds.ts'
import { civilityValues, seasonValues } from './lead-options.ts'
import { tradeInFuels } from '../trade-in/trade-in-options.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../locale/language.ts'
import { messagesOf } from '../../locale/messages.ts'
import type leadValidationText from '../../locale/messages/fr/lead-validation.ts'
import { leadValidationMessages } from '../../locale/messages/lead-validation.ts'
import { normalizePhone } from './phone.ts'
import { isBookableSlot } from './slots.ts'
import { utmKeys } from './utm.ts'

/**
 * The lead, as the browser sends it and the Worker validates it: one schema for both, with the
 * messages of the page's language on every rule (the lead-forms catalogue). Field values arrive as strings (a form is text) or, for the two
 * checkboxes, booleans; the Worker turns a no-JavaScript form body into the same shape.
 */

export const subjectTypes = ['vehicle', 'model', 'brand', 'lease-offer'] as const

type ValidationMessages = typeof leadValidationText

/** Every schema of a lead, with the rules' messages in one language. */
function schemasWith(messages: ValidationMessages, dealership: DealershipDirectory | null) {
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
      const number =
        typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : NaN
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
    // One of the group's dealerships when the directory is known; else (stored leads, the stock
    // API down with no copy kept) a well-formed slug, which the pipeline flags.
    location: dealership
      ? text(80).refine((slug) => dealership(slug) !== undefined, messages.choice)
      : text(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.choice),
    message: optionalText(2000),
    consent: z.literal(true, { error: messages.consent }),
    newsletter: z.boolean({ error: messages.invalid }).optional().default(false),
  }

  /**
   * What the lead is about: a stock vehicle (`id` "1042"), a model (`id` "ford.puma"), a brand
   * (`id` "ford") or a lease offer (`id` its slug). The browser sends the type and the id; the
   * Worker checks them against the stock data and fills in the rest from it (worker/leads/subject.ts),
   * so a tampered title or price never reaches the CRM.
   */
  const subjectSchema = z.object({
    type: z.enum(subjectTypes, { error: messages.invalid }),
    id: z.string().trim().min(1).max(120),
    title: z.string().trim().max(200).optional(),
    price: z.string().trim().max(60).optional(),
    /** Filled in by the Worker from the stock data. */
    vehicleId: z.number().int().positive().optional(),
    brand: z.object({ slug: z.string().max(40), name: z.string().max(80) }).optional(),
    model: z.object({ slug: z.string().max(60), name: z.string().max(80) }).optional(),
    url: z.string().max(300).optional(),
    /** Filled in by the Worker: the price in euros (a model's "from", an offer's monthly). */
    amount: z.number().nonnegative().optional(),
    /** Filled in by the Worker: the first photo's address, for the visitor's confirmation. */
    image: z.string().max(500).optional(),
  })

  const leaseValue = z.union([z.string().trim().max(12), z.number()])

  /**
   * The lease configuration a request carries (the calculator's inputs, in the lead form's lease
   * fields). Sent as the visitor chose it; the Worker checks it against the vehicle or offer and
   * adds the quote it computes itself (worker/leads/subject.ts).
   */
  const leaseRequestSchema = z.object({
    view: z.string().max(20),
    colour: z.string().max(40),
    durationMonths: leaseValue,
    annualMileageKm: leaseValue,
    deposit: leaseValue,
    establishmentFee: leaseValue,
    /** Computed by the Worker, in integer cents. */
    quote: z
      .object({
        monthlyInclVatCents: z.number().int(),
        monthlyExclVatCents: z.number().int(),
        depositInclVatCents: z.number().int(),
        depositExclVatCents: z.number().int(),
        feeInclVatCents: z.number().int(),
        feeExclVatCents: z.number().int(),
        completeInclVatCents: z.number().int(),
        completeExclVatCents: z.number().int(),
        vehicleInclVatCents: z.number().int(),
      })
      .optional(),
  })

  const utmSchema = z.partialRecord(z.enum(utmKeys), z.string().max(200)).default({})

  /** What the visitor was looking at: carried with the lead so the dealer sees the same thing. */
  const snapshotSchema = z.object({
    subject: subjectSchema.optional(),
    lease: leaseRequestSchema.optional(),
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

  /**
   * The model (or brand) the visitor picked in the "Modèle" field of the test-drive and contact
   * forms: "ford.puma" or "ford". The Worker turns it into the lead's subject.
   */
  const vehicleChoiceField = {
    vehicleChoice: optionalText(130).refine(
      (value) => value === undefined || /^[a-z0-9-]+(?:\.[a-z0-9-]+)?$/.test(value),
      messages.choice
    ),
  }

  const base = { ...envelope, ...contactFields, ...vehicleChoiceField }

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
      tradeFuel: choice(tradeInFuels),
      tradeCondition: z.enum(tradeInConditionSchema.options, {
        error: (issue) => (issue.input ? messages.choice : messages.required),
      }),
      /** The indicative offer shown next to the form, in euros, when there was one. */
      tradeOffer: z.number().int().nonnegative().max(1_000_000).optional(),
    }),
  } satisfies Record<LeadKind, z.ZodType>

  return { subjectSchema, leaseRequestSchema, kindSchemas }
}

type Schemas = ReturnType<typeof schemasWith>
export type LeadSubject = z.infer<Schemas['subjectSchema']>
export type LeaseRequest = z.infer<Schemas['leaseRequestSchema']>

/**
 * The lead schema; `now` is read at validation time to check that an appointment lies ahead
 * and within the dealership's hours. Leads read back from storage skip that check and the subject
 * rules: they were checked when they were sent (their appointment may be in the past by now).
 */
export function createLeadSchema(options: {
  now?: () => Date
  checkSlots?: boolean
  /** The language of the rules' messages. */
  language: Language
  /**
   * The dealerships a lead may name, with their hours: the Worker's come from the stock API's
   * locations (worker/leads/dealership-directory.ts). `null`: any well-formed slug, no slot check.
   */
  dealership: DealershipDirectory | null
}) {
  const now = options.now ?? (() => new Date())
  const messages = messagesOf(leadValidationMessages, options.language)
  const { kindSchemas } = schemasWith(messages, options.dealership)
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
      // A stored lead was checked when it was sent, under the rules of that day.
      if (options.checkSlots === false) return
      const subject = lead.snapshot.subject
      // An interest or a model question is about something; a test drive is of a vehicle or of a
      // model the visitor picks (/reserver-un-essai).
      if ((lead.kind === 'interest' || lead.kind === 'model-contact') && !subject) {
        context.addIssue({
          code: 'custom',
          path: ['snapshot', 'subject'],
          message: messages.invalid,
        })
      }
      if (lead.kind === 'test-drive' && !subject && !lead.vehicleChoice) {
        context.addIssue({
          code: 'custom',
          path: ['vehicleChoice'],
          message: messages.modelRequired,
        })
      }
      if (lead.kind !== 'test-drive' && lead.kind !== 'tyre-appointment') return
      const key = appointmentDepartment(lead.kind)
      const dealership = options.dealership?.(lead.location)
      if (!dealership) return
      if (!isBookableSlot(dealership, key, lead.date, lead.time, now())) {
        context.addIssue({ code: 'custom', path: ['time'], message: messages.slotUnavailable })
      }
    })
}

const browserSchemas = new WeakMap<
  readonly Dealership[],
  Map<Language, ReturnType<typeof createLeadSchema>>
>()

/**
 * The browser's schema for the page's language and the dealerships its form was sent with, built
 * once (it is not small).
 */
export function leadSchemaFor(language: Language, dealerships: readonly Dealership[]) {
  let byLanguage = browserSchemas.get(dealerships)
  if (!byLanguage) browserSchemas.set(dealerships, (byLanguage = new Map()))
  let schema = byLanguage.get(language)
  if (!schema) {
    schema = createLeadSchema({ language, dealership: directoryOf(dealerships) })
    byLanguage.set(language, schema)
  }
  return schema
}

/**
 * Leads read back from storage (the Worker's outbox): their messages are never shown, so the
 * first language this bundle carries does (the Worker carries them all; a browser bundle only
 * its page's language, and builds this too when it loads the module).
 */
export const storedLeadSchema = createLeadSchema({
  checkSlots: false,
  dealership: null,
  language: LANGUAGES.find((language) => leadValidationMessages[language]) ?? DEFAULT_LANGUAGE,
})
export type Lead = z.output<ReturnType<typeof createLeadSchema>>
export type LeadInput = z.input<ReturnType<typeof createLeadSchema>>
