import type { DeploymentBasics } from '../../deployment-schema.ts'

/**
 * The production deployment (`CLOUDFLARE_ENV=production`; docs/decisions/0054, docs/deploying.md).
 * The group fills in its own values: `npm run deploy:preflight` refuses every placeholder left
 * here (`example.lu`, `replace-with-…`, `B0000000`, `LU00000000`, `GTM-REPLACEME`) by name, and
 * `npm run check:deploy` refuses any demo value (scripts/deploy/demo-markers.ts).
 */
export const basics = {
  name: 'Autosphère Luxembourg',
  description: {
    fr: 'Véhicules neufs et d’occasion, leasing privé et professionnel, entretien et pneus : le groupe multimarque Autosphère vous accueille dans ses concessions au Luxembourg.',
    de: 'Neu- und Gebrauchtwagen, Privat- und Geschäftsleasing, Wartung und Reifen: Die Mehrmarkengruppe Autosphère empfängt Sie in ihren Autohäusern in Luxemburg.',
    en: 'New and used cars, private and business leasing, servicing and tyres: the Autosphère multi-brand group welcomes you at its dealerships across Luxembourg.',
  },
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
    attribution: {
      fr: '© contributeurs OpenStreetMap',
      de: '© OpenStreetMap-Mitwirkende',
      en: '© OpenStreetMap contributors',
    },
    setsCookies: false,
  },
} satisfies DeploymentBasics
