import type {
  DeploymentBasics,
  DeploymentSite,
  GroupContact,
  LeaseRates,
  LegalIdentity,
} from '../deployment-schema.ts'

/**
 * The production deployment (`CLOUDFLARE_ENV=production`; docs/decisions/0054, docs/deploying.md).
 * The group fills in its own values: `npm run deploy:preflight` refuses every placeholder left
 * here (`example.lu`, `replace-with-…`, `B0000000`, `LU00000000`, `GTM-REPLACEME`) by name, and
 * `npm run check:deploy` refuses any demo value (scripts/deploy/demo-markers.ts).
 */

export const basics = {
  name: 'Autosphère Luxembourg',
  description:
    'Véhicules neufs et d’occasion, leasing privé et professionnel, entretien et pneus : le groupe multimarque Autosphère vous accueille dans ses concessions au Luxembourg.',
  showBreadcrumbs: true,
  hiddenBrandLogos: ['corvette'],
  showLeaseCo2: true,
  contentAssetHosts: ['a.storyblok.com'],
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/autospherelu' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/autospherelu' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/autospherelu',
    },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@autospherelu' },
  ],
  appointmentBooking: {
    provider: 'rdv-atelier',
    scriptUrl: 'https://booking.example.lu/widget.js',
    setsCookies: true,
  },
  // OpenStreetMap's own servers are for light use only: a provider with an agreement goes here.
  mapTiles: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© contributeurs OpenStreetMap',
    setsCookies: false,
  },
} satisfies DeploymentBasics

export const site = {
  url: 'https://www.example.lu',
  twitter: '@autospherelu',
  embedOrigins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  imageHosts: ['images.example.lu'],
  tagManager: {
    containerId: 'GTM-REPLACEME',
    scriptUrl: 'https://www.googletagmanager.com/gtm.js',
  },
} satisfies DeploymentSite

export const legalIdentity = {
  company: 'replace-with-the-company-name',
  legalForm: 'société anonyme',
  rcsNumber: 'B0000000',
  vatNumber: 'LU00000000',
  businessLicence: null,
  shareCapital: null,
  address: {
    street: 'replace-with-the-street',
    postalCode: 'L-0000',
    city: 'Luxembourg',
    country: 'Luxembourg',
  },
  publicationDirector: 'replace-with-the-publication-director',
  hosting: {
    name: 'Cloudflare, Inc.',
    address: '101 Townsend St, San Francisco, CA 94107, États-Unis',
  },
} satisfies LegalIdentity

export const groupContact = {
  phone: '+352 00 00 00',
  email: 'contact@example.lu',
  jobsEmail: 'jobs@example.lu',
} satisfies GroupContact

export const leaseRates = {
  annualRateByDuration: { 24: 0.039, 36: 0.042, 48: 0.045, 60: 0.049 },
} satisfies LeaseRates
