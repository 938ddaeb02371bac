import { describe, expect, it } from 'vitest'
import { appConfig, ConfigError } from './env.ts'

/** An env as the platform hands it over: bindings and vars (a fresh object each call). */
function env(overrides: Record<string, unknown> = {}): Env {
  return {
    CACHE: {},
    REDIRECTS: {},
    DB: {},
    LEADS_QUEUE: {},
    ENVIRONMENT: 'test',
    SITE_URL: 'https://www.example.lu',
    USE_MOCKS: 'false',
    STORYBLOK_API_URL: 'https://api.storyblok.example/v2',
    STOCK_API_URL: 'https://stock.example/v1',
    CRM_WEBHOOK_URL: 'https://crm.example/leads',
    CONTENT_ASSET_HOST: 'a.storyblok.com',
    ...overrides,
  } as unknown as Env
}

describe('appConfig', () => {
  it('validates once: another env object with the same values (a wrapper of it) gets the same config', () => {
    const first = appConfig(env())
    expect(first.SITE_URL).toBe('https://www.example.lu')
    expect(appConfig(env())).toBe(first)
  })

  it('validates again when a value differs, and still names every problem', () => {
    const other = appConfig(env({ SITE_URL: 'https://autre.example.lu' }))
    expect(other.SITE_URL).toBe('https://autre.example.lu')
    expect(() => appConfig(env({ SITE_URL: 'pas une adresse' }))).toThrow(ConfigError)
    expect(() => appConfig(env({ SITE_URL: 'https://autre.example.lu', DB: undefined }))).toThrow(
      /DB: binding missing/
    )
  })

  it('reads an empty optional var as unset: no CRM webhook means leads by e-mail', () => {
    const config = appConfig(
      env({ CRM_WEBHOOK_URL: '', MAIL_API_URL: 'https://api.resend.com', MAIL_FROM: 'S <s@x.lu>' })
    )
    expect(config.CRM_WEBHOOK_URL).toBeUndefined()
    expect(config.MAIL_API_URL).toBe('https://api.resend.com')
    expect(config.LEAD_RETENTION_DAYS).toBeUndefined()
    expect(appConfig(env({ LEAD_RETENTION_DAYS: '30' })).LEAD_RETENTION_DAYS).toBe(30)
    expect(() => appConfig(env({ OPS_ALERT_EMAIL: 'not an address' }))).toThrow(/OPS_ALERT_EMAIL/)
    expect(() => appConfig(env({ LEAD_RETENTION_DAYS: 'ninety' }))).toThrow(/LEAD_RETENTION_DAYS/)
  })
})
