import { z } from 'zod'

/** Site configuration with the defaults of spec §1, validated once at module load of a constant. */
export const siteConfigSchema = z.object({
  url: z.url(),
  name: z.string().min(1),
  description: z.string().min(1),
  twitter: z.string().regex(/^@\w+$/),
  defaultLocale: z.literal('fr-LU'),
  availableLocales: z.array(z.literal('fr-LU')).nonempty(),
  country: z.literal('LU'),
  showBreadcrumbs: z.boolean(),
  /** Brand slugs whose logo is hidden in brand logo lists (spec §1: one is hidden). */
  hiddenBrandLogos: z.array(z.string()),
  showEmployeesAtLocations: z.boolean(),
  stockTradeInValuation: z.boolean(),
  showWltpCo2Image: z.boolean(),
  showLeaseCo2: z.boolean(),
  /** Query parameters kept in canonical links; tracking parameters are never listed. */
  canonicalQueryWhitelist: z.array(z.string()),
  lowercaseCanonical: z.boolean(),
  appointmentBooking: z.object({
    provider: z.string(),
    scriptUrl: z.url(),
    setsCookies: z.boolean(),
  }),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>

export const siteConfig: SiteConfig = siteConfigSchema.parse({
  url: 'https://www.autosphere.lu',
  name: 'Autosphère Luxembourg',
  description:
    'Véhicules neufs et d’occasion, leasing privé et professionnel, entretien et pneus : le groupe multimarque Autosphère vous accueille dans ses concessions au Luxembourg.',
  twitter: '@autospherelu',
  defaultLocale: 'fr-LU',
  availableLocales: ['fr-LU'],
  country: 'LU',
  showBreadcrumbs: true,
  hiddenBrandLogos: ['corvette'],
  showEmployeesAtLocations: true,
  stockTradeInValuation: true,
  showWltpCo2Image: false,
  showLeaseCo2: true,
  canonicalQueryWhitelist: ['page', 'sort', 'brand', 'model', 'fuel', 'category', 'body'],
  lowercaseCanonical: true,
  appointmentBooking: {
    provider: 'rdv-atelier',
    scriptUrl: 'https://booking.example-rdv.lu/widget.js',
    setsCookies: true,
  },
})
