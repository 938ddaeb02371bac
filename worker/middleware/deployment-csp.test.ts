import { describe, expect, it } from 'vitest'
import { deploymentCspSources } from './deployment-csp.ts'

const config = {
  contentAssetHosts: ['a.storyblok.com'],
  imageHosts: ['images.dms.lu', '*.cdn.autoportal.lu'],
  mapTiles: {
    url: 'https://{s}.tiles.carto.lu/{z}/{x}/{y}.png',
    setsCookies: false,
  },
  embedOrigins: ['https://player.vimeo.com'],
  appointmentBooking: { provider: 'x', scriptUrl: 'https://rdv.garage.lu/w.js', setsCookies: true },
}

describe('the CSP sources of a deployment', () => {
  it('allow the images of its stock, content and map hosts, over https only', () => {
    const { imageOrigins } = deploymentCspSources(config)
    expect(imageOrigins).toEqual(
      expect.arrayContaining([
        'https://a.storyblok.com',
        'https://images.dms.lu',
        'https://*.cdn.autoportal.lu',
        'https://*.tiles.carto.lu',
      ])
    )
    expect(imageOrigins.some((origin) => origin.includes('openstreetmap'))).toBe(false)
  })

  it('add no image host for tiles the site serves itself', () => {
    const own = deploymentCspSources({
      ...config,
      imageHosts: [],
      mapTiles: { ...config.mapTiles, url: '/tiles/{z}/{x}/{y}.png' },
    })
    expect(own.imageOrigins.filter((origin) => !/google/.test(origin))).toEqual([
      'https://a.storyblok.com',
    ])
  })

  it('frame its embed origins and run its booking tool’s scripts', () => {
    const sources = deploymentCspSources(config)
    expect(sources.frameOrigins).toContain('https://player.vimeo.com')
    expect(sources.scriptOrigins).toEqual(['https://rdv.garage.lu'])
  })
})
