import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { optionalImageField } from '../fields/asset.ts'
import { optionalSlug, optionalText, requiredText } from '../fields/text.ts'

/** Nested block: a person shown in an employees block or a portrait page. */
export const employeeSchema = z
  .object({
    ...blockBase,
    component: z.literal('employee'),
    name: requiredText,
    job_title: requiredText,
    photo: optionalImageField,
    email: z
      .union([z.email(), z.literal('')])
      .nullish()
      .transform((value) => value || null),
    phone: optionalText,
    /** Dealership slug, e.g. `bertrange`. */
    location: optionalSlug,
    quote: optionalText,
  })
  .meta({
    title: 'Collaborateur',
    description: 'Une personne : nom, fonction, photo, contact.',
  })
export type EmployeeBlock = z.infer<typeof employeeSchema>
