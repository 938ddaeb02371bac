import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionField, optionalText, slugList } from '../fields/text.ts'

/**
 * Section block: one tile per dealership opening the external appointment booking tool (its
 * identifiers live in the site configuration, never in content).
 */
export const embeddedAppointmentGridSchema = z
  .object({
    ...sectionBase,
    component: z.literal('embedded_appointment_grid'),
    title: optionalText,
    intro: optionalText,
    /** Dealership slugs; empty means every dealership offering the service. */
    locations: slugList,
    service: optionField(['workshop', 'tyres', 'bodywork', 'sales'], 'workshop'),
  })
  .meta({
    title: 'Prise de rendez-vous',
    description: 'Le module de rendez-vous en ligne (atelier, pneus, carrosserie, vente).',
  })
export type EmbeddedAppointmentGridBlock = z.infer<typeof embeddedAppointmentGridSchema>
