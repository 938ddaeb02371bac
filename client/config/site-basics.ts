import { basics } from '#deployment/basics'
import type { SiteConfig } from './site-config-schema.ts'

/**
 * The part of the site configuration that pages' first screens read in the browser (the header,
 * the footer, the breadcrumbs, the download tracking that runs before the app; the map, the
 * booking link, brand logos and lease CO2 of the blocks that show them): the deployment's
 * `basics` (docs/decisions/0054). The rest of `siteConfig` (site-config.ts) is read only by the
 * Worker and by code that loads later, so it stays out of every page's entry
 * (docs/decisions/0030).
 */
export const siteBasics = basics satisfies Pick<
  SiteConfig,
  | 'name'
  | 'showBreadcrumbs'
  | 'hiddenBrandLogos'
  | 'showLeaseCo2'
  | 'contentAssetHosts'
  | 'socialLinks'
  | 'appointmentBooking'
  | 'mapTiles'
>
