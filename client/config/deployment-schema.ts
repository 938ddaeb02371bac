import { z } from 'zod'
import { LANGUAGES } from '../locale/language.ts'

/**
 * The shape of one deployment's configuration: everything that makes the site one group's site
 * rather than another's (docs/decisions/0054). A deployment is a file of
 * `client/config/deployments/`, chosen at build time and imported as `#deployment`; the build
 * parses it with these schemas (framework/build/deployment-plugin.ts) and so do the unit tests, so
 * the browser bundle never carries zod for constants. Each part is its own named export, so a page
 * bundles only the parts it reads.
 */

const httpsUrl = z.url().refine((url) => url.startsWith('https://'), 'an https URL')
/** A host name (`images.dms.lu`, `*.cdn.example.lu`), never a URL or a CSP keyword. */
export const hostSchema = z
  .string()
  .regex(/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'a host name')
/** A phone number as printed: "+352" then digits and spaces. */
const phone = z.string().regex(/^\+352( ?\d){6,12}$/, 'a Luxembourg phone number (+352 …)')

/** What pages' first screens read in the browser (header, footer, map, booking link…). */
export const deploymentBasicsSchema = z.object({
  name: z.string().min(1),
  showBreadcrumbs: z.boolean(),
  /** Brand slugs whose logo is hidden in brand logo lists (spec §1: one is hidden). */
  hiddenBrandLogos: z.array(z.string()),
  showLeaseCo2: z.boolean(),
  /** Hosts serving editors' files (PDFs, images): a click on a link to them is a `download`. */
  contentAssetHosts: z.array(hostSchema),
  socialLinks: z.array(z.object({ network: z.string(), label: z.string(), url: httpsUrl })),
  appointmentBooking: z.object({
    provider: z.string(),
    scriptUrl: httpsUrl,
    setsCookies: z.boolean(),
  }),
  /** Map background: a Leaflet tile URL template; its host goes into the CSP's img-src. */
  mapTiles: z.object({
    url: z
      .string()
      .refine((url) => /^\/(?!\/)/.test(url) || url.startsWith('https://'), 'site path or https'),
    /** Tiles wait for consent to functional cookies when the host sets some. */
    setsCookies: z.boolean(),
  }),
})

/** What the Worker and later-loaded code read about the site. */
export const deploymentSiteSchema = z.object({
  /** The canonical origin of the site. */
  url: httpsUrl,
  twitter: z.string().regex(/^@\w+$/),
  /** Origins editors may embed in frames (videos, partner tools); they load after consent. */
  embedOrigins: z.array(httpsUrl),
  /**
   * Hosts that serve the stock's images and documents (the DMS, a portal, an image CDN): the
   * CSP's img-src allows them, over https only. The site's own files need no entry.
   */
  imageHosts: z.array(hostSchema),
  /** Loaded only after consent (Consent Mode v2 defaults to denied). */
  tagManager: z.object({ containerId: z.string().regex(/^GTM-[A-Z0-9]+$/), scriptUrl: httpsUrl }),
})

/**
 * The trader's legal identity, published on the legal notice page (Luxembourg's law on
 * electronic commerce, art. 5: name, address, RCS number, VAT number, a way to reach it).
 */
export const legalIdentitySchema = z.object({
  company: z.string().min(2),
  legalForm: z.string().min(1),
  /** Registre de commerce et des sociétés, Luxembourg: "B" and digits. */
  rcsNumber: z.string().regex(/^B\d{1,7}$/, 'an RCS Luxembourg number (B123456)'),
  /** Luxembourg VAT identification: "LU" and eight digits. */
  vatNumber: z.string().regex(/^LU\d{8}$/, 'a Luxembourg VAT number (LU12345678)'),
  /** The business licence (autorisation d'établissement), when the page should name it. */
  businessLicence: z.string().min(1).nullable(),
  shareCapital: z.string().min(1).nullable(),
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().regex(/^L-\d{4}$/, 'a Luxembourg postal code (L-1234)'),
    city: z.string().min(1),
    country: z.string().min(1),
  }),
  /** Who answers for the site's content. */
  publicationDirector: z.string().min(1),
  hosting: z.object({ name: z.string().min(1), address: z.string().min(1) }),
})

/**
 * How to reach the group as a whole: the top bar's phone, and the contact a form's 503 answer
 * names when nothing is known about the chosen dealership.
 */
export const groupContactSchema = z.object({
  phone,
  email: z.email(),
  /** Where spontaneous applications go (the careers pages). */
  jobsEmail: z.email(),
})

const rate = z.number().min(0).max(0.3)
/** The finance partner's nominal yearly rate by lease duration (docs/decisions/0012). */
export const leaseRatesSchema = z.object({
  annualRateByDuration: z.object({ 24: rate, 36: rate, 48: rate, 60: rate }),
})

/** One deployment file: every named export, by schema. */
/**
 * The deployment's own words in one language (`<language>/texts.ts` of its folder, found by the
 * `texts` part's glob like a catalogue's files, so a browser bundle carries its language's only).
 */
export const deploymentTextsSchema = z.object({
  /**
   * The group's one-sentence presentation: the footer's text when the CMS gives none, and a
   * page's description when it has no own (issue 31).
   */
  description: z.string().min(1),
  /** The map's credit line, as its tile provider asks for it. */
  mapAttribution: z.string().min(1),
})

export const deploymentSchema = z.object({
  basics: deploymentBasicsSchema,
  /** By language: every language of the site has its file. */
  texts: z.record(z.enum(LANGUAGES), deploymentTextsSchema),
  site: deploymentSiteSchema,
  legalIdentity: legalIdentitySchema,
  groupContact: groupContactSchema,
  leaseRates: leaseRatesSchema,
})

export type DeploymentBasics = z.infer<typeof deploymentBasicsSchema>
export type DeploymentSite = z.infer<typeof deploymentSiteSchema>
export type DeploymentTexts = z.infer<typeof deploymentTextsSchema>
export type LegalIdentity = z.infer<typeof legalIdentitySchema>
export type GroupContact = z.infer<typeof groupContactSchema>
export type LeaseRates = z.infer<typeof leaseRatesSchema>
export type Deployment = z.infer<typeof deploymentSchema>
