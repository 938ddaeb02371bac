import { describe, expect, it } from 'vitest'
import { LANGUAGES, LANGUAGE_SETTINGS } from '../locale/language.ts'
import { URL_SEGMENT_PATTERN } from './url-segments.ts'
import { siteConfigSchema } from './site-config-schema.ts'
import { siteConfig } from './site-config.ts'
import { basics } from '#deployment/basics'
import { site } from '#deployment/site'

describe('site configuration', () => {
  it('is the deployment’s basics and site parts', () => {
    expect(siteConfig).toMatchObject({ ...basics, ...site })
  })

  it('is valid and carries the defaults of spec §1', () => {
    const config = siteConfigSchema.parse(siteConfig)
    expect(config.showBreadcrumbs).toBe(true)
    expect(config.hiddenBrandLogos).toHaveLength(1)
    expect(config.showEmployeesAtLocations).toBe(true)
    expect(config.stockTradeInValuation).toBe(true)
    expect(config.showWltpCo2Image).toBe(false)
    expect(config.showLeaseCo2).toBe(true)
    expect(config.appointmentBooking.scriptUrl).toMatch(/^https:\/\//)
  })

  it('never keeps tracking parameters in canonical links', () => {
    expect(
      siteConfig.canonicalQueryWhitelist.some((name) => /^(utm_|gclid|fbclid)/.test(name))
    ).toBe(false)
  })

  it('has only well-formed localized URL segments', () => {
    for (const language of LANGUAGES) {
      for (const value of Object.values(LANGUAGE_SETTINGS[language].segments))
        expect(value).toMatch(URL_SEGMENT_PATTERN)
    }
  })
})
