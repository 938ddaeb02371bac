import type { SiteConfig } from './site-config-schema.ts'
import { siteBasics } from './site-basics.ts'

/**
 * Site configuration with the defaults of spec §1 (validated in site-config.test.ts). What pages'
 * first screens read in the browser is in site-basics.ts, so that the rest stays out of their
 * JavaScript.
 */
export const siteConfig: SiteConfig = {
  url: 'https://www.autosphere.lu',
  name: siteBasics.name,
  description: siteBasics.description,
  twitter: '@autospherelu',
  defaultLocale: 'fr-LU',
  availableLocales: ['fr-LU', 'de-LU'],
  country: 'LU',
  showBreadcrumbs: siteBasics.showBreadcrumbs,
  hiddenBrandLogos: siteBasics.hiddenBrandLogos,
  showEmployeesAtLocations: true,
  stockTradeInValuation: true,
  showWltpCo2Image: false,
  showLeaseCo2: siteBasics.showLeaseCo2,
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
  contentAssetHosts: siteBasics.contentAssetHosts,
  embedOrigins: [
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://catalogue.pneus-partenaire.example',
  ],
  tagManager: { containerId: 'GTM-K7ASLU3', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
  socialLinks: siteBasics.socialLinks,
  appointmentBooking: siteBasics.appointmentBooking,
  mapTiles: siteBasics.mapTiles,
}
