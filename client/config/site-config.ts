import type { SiteConfig } from './site-config-schema.ts'

/** Site configuration with the defaults of spec §1 (validated in site-config.test.ts). */
export const siteConfig: SiteConfig = {
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
  // Stock landing pages worth indexing: brand, model, fuel, condition and body style searches.
  canonicalQueryWhitelist: [
    'page',
    'sort',
    'brand',
    'model',
    'fuel',
    'category',
    'body',
    'body_style',
  ],
  lowercaseCanonical: true,
  contentAssetHosts: ['a.storyblok.com'],
  embedOrigins: [
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://catalogue.pneus-partenaire.example',
  ],
  tagManager: { containerId: 'GTM-K7ASLU3', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
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
}
