import type {
  DeploymentBasics,
  DeploymentSite,
  GroupContact,
  LeaseRates,
  LegalIdentity,
} from '../deployment-schema.ts'

/**
 * The demo deployment: what `npm start`, `npm run dev` and the tests serve, with the demo data of
 * the embedded services (docs/decisions/0054). Invented identity, a map background served from
 * public/demo/, hosts on reserved `.example` domains: nothing here may reach a production build
 * (`npm run check:deploy` looks for these values).
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
    scriptUrl: 'https://booking.example-rdv.lu/widget.js',
    setsCookies: true,
  },
  // Works offline: a plain background served by the site itself (docs/decisions/0014).
  mapTiles: {
    url: '/demo/map/tile.svg',
    attribution: 'Fond de carte de démonstration',
    setsCookies: false,
  },
} satisfies DeploymentBasics

export const site = {
  url: 'https://www.autosphere.lu',
  twitter: '@autospherelu',
  embedOrigins: [
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://catalogue.pneus-partenaire.example',
  ],
  // The demo stock's images are the site's own files; an outside image host of a DMS goes here.
  imageHosts: ['images.dms-demo.example'],
  tagManager: { containerId: 'GTM-K7ASLU3', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
} satisfies DeploymentSite

export const legalIdentity = {
  company: 'Autosphère Luxembourg',
  legalForm: 'société anonyme',
  rcsNumber: 'B123456',
  vatNumber: 'LU12345678',
  businessLicence: '10012345/0',
  shareCapital: '1 250 000 EUR',
  address: {
    street: '12, route d’Arlon',
    postalCode: 'L-8009',
    city: 'Strassen',
    country: 'Luxembourg',
  },
  publicationDirector: 'Direction générale, Autosphère Luxembourg',
  hosting: {
    name: 'Cloudflare, Inc.',
    address: '101 Townsend St, San Francisco, CA 94107, États-Unis',
  },
} satisfies LegalIdentity

export const groupContact = {
  phone: '+352 31 12 34 1',
  email: 'contact@groupe-auto.example',
  jobsEmail: 'jobs@groupe-auto.example',
} satisfies GroupContact

export const leaseRates = {
  annualRateByDuration: { 24: 0.039, 36: 0.042, 48: 0.045, 60: 0.049 },
} satisfies LeaseRates
