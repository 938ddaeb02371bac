import { z } from 'zod'

/**
 * The shape of the site configuration. Validated by a unit test rather than at load time, so
 * the browser bundle does not carry zod for a constant.
 */
export const siteConfigSchema = z.object({
  url: z.url(),
  name: z.string().min(1),
  description: z.string().min(1),
  twitter: z.string().regex(/^@\w+$/),
  defaultLocale: z.literal('fr-LU'),
  availableLocales: z.array(z.enum(['fr-LU', 'de-LU'])).nonempty(),
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
  /** Hosts serving editors' files (PDFs, images): a click on a link to them is a `download`. */
  contentAssetHosts: z.array(z.string().min(1)),
  /** Origins editors may embed in frames (videos, partner tools); they load after consent. */
  embedOrigins: z.array(z.url()),
  /** Loaded only after consent (Consent Mode v2 defaults to denied). */
  tagManager: z.object({ containerId: z.string().regex(/^GTM-[A-Z0-9]+$/), scriptUrl: z.url() }),
  socialLinks: z.array(z.object({ network: z.string(), label: z.string(), url: z.url() })),
  appointmentBooking: z.object({
    provider: z.string(),
    scriptUrl: z.url(),
    setsCookies: z.boolean(),
  }),
  /** Map background: a Leaflet tile URL template; its host must be in the CSP's img-src. */
  mapTiles: z.object({
    url: z
      .string()
      .refine((url) => /^\/(?!\/)/.test(url) || url.startsWith('https://'), 'site path or https'),
    attribution: z.string(),
    /** Tiles wait for consent to functional cookies when the host sets some. */
    setsCookies: z.boolean(),
  }),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>
