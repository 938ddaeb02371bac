import type { DeploymentSite } from '../../deployment-schema.ts'

/** The demo deployment's `site` (see basics.ts; docs/decisions/0054). */
export const site = {
  url: 'https://www.autosphere.lu',
  twitter: '@autospherelu',
  embedOrigins: [
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://catalogue.pneus-partenaire.example',
  ],
  // The demo stock's images are the site's own files; an outside image host of a DMS goes here:
  // those of the feed fixtures (tests/fixtures/stock-feed/, docs/stock-feed.md "Try it locally"),
  // mobile.de's image server and a DMS export's.
  imageHosts: ['images.dms-demo.example', 'img.classistatic.de', 'media.dms-export.example.net'],
  tagManager: { containerId: 'GTM-K7ASLU3', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
} satisfies DeploymentSite
