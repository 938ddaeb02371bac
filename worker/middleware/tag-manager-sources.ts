import { siteConfig } from '../../client/config/site-config.ts'

/**
 * The scripts Google Tag Manager runs under Consent Mode with the GA4 (Google tag) it carries, by
 * exact URL, for the CSP's `script-src` (docs/decisions/0045): the container loader, which
 * `loadTagManagerIfAllowed` (consent-mode.ts) inserts once analytics or marketing is granted, the
 * Google tag's library it loads for GA4, and the destination script a Google Ads tag loads. A
 * path-restricted source lets these three in and nothing else of the host (its other endpoints,
 * redirects aside, stay blocked). The container must hold no Custom HTML tag and no Custom
 * JavaScript variable: they need inline script and `'unsafe-eval'`, which the CSP never allows.
 */
export const tagManagerScriptUrls: readonly string[] = [
  siteConfig.tagManager.scriptUrl,
  'https://www.googletagmanager.com/gtag/js',
  'https://www.googletagmanager.com/gtag/destination',
]

/** Where GA4 sends its hits, with and without consent (Consent Mode's cookieless pings). */
export const tagManagerConnectOrigins: readonly string[] = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]
