import type { DeploymentBasics } from '../../deployment-schema.ts'

/**
 * The demo deployment: what `npm start`, `npm run dev` and the tests serve, with the demo data of
 * the embedded services (docs/decisions/0054). Invented identity, a map background served from
 * public/demo/, hosts on reserved `.example` domains: nothing here may reach a production build
 * (`npm run check:deploy` looks for these values).
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
    scriptUrl: 'https://booking.example-rdv.lu/widget.js',
    setsCookies: true,
  },
  // Works offline: a plain background served by the site itself (docs/decisions/0014).
  mapTiles: {
    url: '/demo/map/tile.svg',
    setsCookies: false,
  },
} satisfies DeploymentBasics
