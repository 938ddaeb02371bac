import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../env.ts'
import { localServices } from './local-services.ts'

function config(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ENVIRONMENT: 'local',
    SITE_URL: 'http://localhost:8787',
    USE_MOCKS: 'true',
    STORYBLOK_API_URL: 'http://content.local.test/v2',
    STOCK_API_URL: 'http://stock.local.test/v1',
    CRM_WEBHOOK_URL: 'http://crm.local.test/leads',
    CONTENT_ASSET_HOST: 'a.storyblok.com',
    CRM_WEBHOOK_SECRET: 'demo-crm-secret',
    ...overrides,
  }
}

describe('localServices', () => {
  it('answers the embedded default hosts in-process', () => {
    expect(Object.keys(localServices(config())).sort()).toEqual([
      'content.local.test',
      'crm.local.test',
      'stock.local.test',
    ])
  })

  it('leaves an upstream pointed elsewhere to the network (an outage rehearsed on a closed port is one)', () => {
    // Issue 29: both upstreams at one closed port were answered by the local CMS, whose 404s
    // turned warm vehicle pages into "vehicle not found" two minutes into the "outage".
    const cut = localServices(
      config({ STOCK_API_URL: 'http://127.0.0.1:9/v1', STORYBLOK_API_URL: 'http://127.0.0.1:9/v2' })
    )
    expect(Object.keys(cut)).toEqual(['crm.local.test'])
  })

  it('refuses two upstreams on one local host rather than let one shadow the other', () => {
    expect(() => localServices(config({ STOCK_API_URL: 'http://content.local.test/v1' }))).toThrow(
      /share the local host content\.local\.test/
    )
  })
})
