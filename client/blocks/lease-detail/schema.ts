import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { booleanField, optionalText, slugText } from '../fields/text.ts'

/**
 * Section block: one lease offer of the lease backend (price per month, duration, mileage,
 * contract terms, CO2), shown on `/private-lease/{offer}` and `/business-lease/{offer}`. Only the
 * offer slug is content: prices have one source, the backend.
 */
export const leaseDetailSchema = z
  .object({
    ...sectionBase,
    component: z.literal('lease_detail'),
    offer: slugText,
    title: optionalText,
    show_contract_terms: booleanField(true),
    show_request_form: booleanField(true),
  })
  .meta({
    title: 'Détail d’une offre de leasing',
    description: 'Une offre de leasing, ses conditions et son formulaire.',
  })
export type LeaseDetailBlock = z.infer<typeof leaseDetailSchema>
