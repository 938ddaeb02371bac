import type { SiteConfig } from './site-config-schema.ts'

/**
 * The part of the site configuration that pages' first screens read in the browser (the header,
 * the footer, the breadcrumbs, the download tracking that runs before the app; the map, the
 * booking link, brand logos and lease CO2 of the blocks that show them). The rest of `siteConfig`
 * (site-config.ts, which takes these values from here) is read only by the Worker and by code
 * that loads later, so it stays out of every page's entry (docs/decisions/0030).
 */
export const siteBasics = {
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
  // The embedded default works offline: a plain background served by the site itself (see
  // docs/decisions on map tiles); production sets its tile provider here.
  mapTiles: {
    url: '/demo/map/tile.svg',
    attribution: 'Fond de carte de démonstration',
    setsCookies: false,
  },
} satisfies Pick<
  SiteConfig,
  | 'name'
  | 'description'
  | 'showBreadcrumbs'
  | 'hiddenBrandLogos'
  | 'showLeaseCo2'
  | 'contentAssetHosts'
  | 'socialLinks'
  | 'appointmentBooking'
  | 'mapTiles'
>
