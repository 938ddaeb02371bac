import { site } from '#deployment/site'
import { ALL_LOCALES } from '../locale/language.ts'
import type { SiteConfig } from './site-config-schema.ts'
import { siteBasics } from './site-basics.ts'

/**
 * Site configuration: the deployment's values (`#deployment`, docs/decisions/0054) with the
 * product's fixed choices of spec §1 (validated in site-config.test.ts). What pages' first
 * screens read in the browser is in site-basics.ts, so that the rest stays out of their
 * JavaScript.
 */
export const siteConfig: SiteConfig = {
  ...siteBasics,
  ...site,
  defaultLocale: 'fr-LU',
  // Every language of LANGUAGES is announced (hreflang, sitemap, switch); list fewer to serve a
  // language before announcing it (docs/decisions/0036).
  availableLocales: ALL_LOCALES,
  country: 'LU',
  showEmployeesAtLocations: true,
  stockTradeInValuation: true,
  showWltpCo2Image: false,
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
}
