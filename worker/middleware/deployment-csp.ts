import type { SiteConfig } from '../../client/config/site-config-schema.ts'
import { tagManagerConnectOrigins, tagManagerScriptUrls } from './tag-manager-sources.ts'
import type { SecurityHeadersOptions } from './security-headers.ts'

/** The origin of a tile URL template (`https://{s}.tile.host/{z}/…` → `https://*.tile.host`). */
function tileOrigin(template: string): string | null {
  if (!template.startsWith('https://')) return null
  const host = template.slice('https://'.length).split('/')[0] ?? ''
  return `https://${host.replace(/^\{s\}\./, '*.')}`
}

/**
 * The CSP's third-party sources, derived from the deployment's configuration
 * (docs/decisions/0054): images from the content asset hosts, the stock's image hosts, the map
 * tiles' host and the tag manager's; frames from the embed origins (and Storyblok's editor, which
 * frames the site in preview); scripts from the booking tool's origin and the tag manager's exact
 * URLs. A host a deployment does not list is blocked.
 */
export function deploymentCspSources(
  config: Pick<
    SiteConfig,
    'contentAssetHosts' | 'imageHosts' | 'mapTiles' | 'embedOrigins' | 'appointmentBooking'
  >
): Pick<
  SecurityHeadersOptions,
  'imageOrigins' | 'frameOrigins' | 'scriptOrigins' | 'scriptUrls' | 'connectOrigins'
> {
  const tiles = tileOrigin(config.mapTiles.url)
  const https = (host: string) => `https://${host}`
  return {
    imageOrigins: [
      ...new Set([
        ...config.contentAssetHosts.map(https),
        ...config.imageHosts.map(https),
        ...(tiles ? [tiles] : []),
        'https://*.google-analytics.com',
        'https://*.googletagmanager.com',
      ]),
    ],
    frameOrigins: [...config.embedOrigins, 'https://app.storyblok.com'],
    // The tag manager's host serves far more than its loader: its scripts by exact URL only
    // (docs/decisions/0045); the booking tool's host is the vendor's own.
    scriptOrigins: [new URL(config.appointmentBooking.scriptUrl).origin],
    scriptUrls: [...tagManagerScriptUrls],
    connectOrigins: [
      ...tagManagerConnectOrigins,
      'https://*.ingest.sentry.io',
      'https://*.ingest.de.sentry.io',
    ],
  }
}
