import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalSlug, optionalText } from '../fields/text.ts'

/** The lead forms the site knows; each maps to a form definition and a lead type. */
export const formKinds = [
  'contact',
  'test_drive',
  'tyre_appointment',
  'tyre_quote',
  'business_lease',
  'fleet',
  'bodywork_quote',
  'job_application',
] as const

/** Section block: one of the site's lead forms, optionally bound to a dealership or brand. */
export const embeddedFormSchema = z
  .object({
    ...sectionBase,
    component: z.literal('embedded_form'),
    form: z.enum(formKinds),
    title: optionalText,
    intro: optionalText,
    /** Dealership slug the lead is routed to (e.g. the tyre forms per site). */
    location: optionalSlug,
    brand: optionalSlug,
    success_message: optionalText,
  })
  .meta({
    title: 'Formulaire',
    description: 'Un formulaire de demande (contact, essai, pneus, leasing…) envoyé au CRM.',
  })
export type EmbeddedFormBlock = z.infer<typeof embeddedFormSchema>
