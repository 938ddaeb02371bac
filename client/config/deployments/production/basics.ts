import type { DeploymentBasics } from '../../deployment-schema.ts'

/**
 * The production deployment (`CLOUDFLARE_ENV=production`; docs/decisions/0054, docs/deploying.md).
 * The group fills in its own values: `npm run deploy:preflight` refuses every placeholder left
 * here (`example.lu`, `replace-with-…`, `B0000000`, `LU00000000`, `GTM-REPLACEME`) by name, and
 * `npm run check:deploy` refuses any demo value (scripts/deploy/demo-markers.ts).
 */
export const basics = {
  name: 'Autosphère Luxembourg',
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
    setsCookies: false,
  },
} satisfies DeploymentBasics
