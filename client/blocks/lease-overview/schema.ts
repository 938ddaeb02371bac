import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionField, optionalSlug, optionalText } from '../fields/text.ts'

/** Section block: the lease offers (stories under `private-lease/`) as cards with monthly prices. */
export const leaseOverviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('lease_overview'),
    title: optionalText,
    intro: optionalText,
    lease_type: optionField(['private', 'business'], 'private'),
    brand: optionalSlug,
  })
  .meta({
    title: 'Offres de leasing',
    description: 'Les offres de leasing en cours, privées ou professionnelles.',
  })
export type LeaseOverviewBlock = z.infer<typeof leaseOverviewSchema>
