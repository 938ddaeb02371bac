import { z } from 'zod'
import { LANGUAGES } from '../../client/locale/language.ts'
import { alertFrequencySchema } from './alert-store.ts'

/**
 * The fields of the alert forms (client/features/alerts/): a plain form POST. `website` is the
 * honeypot; `search` the overview's query string, `vehicleId` the followed vehicle.
 */
export const alertFormSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('search'),
    email: z.email().max(254),
    frequency: alertFrequencySchema.default('daily'),
    search: z.string().max(2_000).default(''),
    language: z.enum(LANGUAGES).catch('fr'),
    website: z.string().max(500).default(''),
  }),
  z.object({
    kind: z.literal('vehicle'),
    email: z.email().max(254),
    vehicleId: z.coerce.number().int().positive().max(2_147_483_647),
    language: z.enum(LANGUAGES).catch('fr'),
    website: z.string().max(500).default(''),
  }),
])
export type AlertForm = z.infer<typeof alertFormSchema>

/** The names of the form's fields (the client form and the Worker agree on them here). */
export const ALERT_FIELDS = [
  'kind',
  'email',
  'frequency',
  'search',
  'vehicleId',
  'language',
  'website',
] as const

/** The form's fields as an object, each read once (a repeated field counts as its first value). */
export function alertFormFields(form: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of ALERT_FIELDS) {
    const value = form.get(name)
    if (value !== null) fields[name] = value.trim()
  }
  return fields
}
