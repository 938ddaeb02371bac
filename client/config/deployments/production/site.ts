import type { DeploymentSite } from '../../deployment-schema.ts'

/** The production deployment's `site` (see basics.ts; docs/decisions/0054). */
export const site = {
  url: 'https://www.example.lu',
  twitter: '@autospherelu',
  embedOrigins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  imageHosts: ['images.example.lu'],
  tagManager: {
    containerId: 'GTM-REPLACEME',
    scriptUrl: 'https://www.googletagmanager.com/gtm.js',
  },
} satisfies DeploymentSite
