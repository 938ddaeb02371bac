import { z } from 'zod'
import { ALL_LOCALES } from '../locale/language.ts'
import { deploymentBasicsSchema, deploymentSiteSchema } from './deployment-schema.ts'

/**
 * The shape of the site configuration: the deployment's basics and site parts
 * (deployment-schema.ts) with the product's fixed choices of spec §1. Validated by a unit test
 * and by the build rather than at load time, so the browser bundle does not carry zod for a
 * constant.
 */
export const siteConfigSchema = z.object({
  ...deploymentBasicsSchema.shape,
  ...deploymentSiteSchema.shape,
  defaultLocale: z.literal('fr-LU'),
  availableLocales: z.array(z.enum(ALL_LOCALES)).min(1),
  country: z.literal('LU'),
  showEmployeesAtLocations: z.boolean(),
  stockTradeInValuation: z.boolean(),
  showWltpCo2Image: z.boolean(),
  /** Query parameters kept in canonical links; tracking parameters are never listed. */
  canonicalQueryWhitelist: z.array(z.string()),
  lowercaseCanonical: z.boolean(),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>
