import { describe, expect, it } from 'vitest'
import { DATA_COLLECTION, sentryOptions } from './sentry-options.ts'

describe("the Worker's Sentry options", () => {
  it('stay off without a DSN', () => {
    expect(sentryOptions({ ENVIRONMENT: 'production' })).toBeUndefined()
  })

  it('collect nothing of the visitor: every data category explicitly off', () => {
    const options = sentryOptions({
      SENTRY_DSN: 'https://k@o1.ingest.de.sentry.io/1',
      ENVIRONMENT: 'production',
    })
    expect(options?.dataCollection).toBe(DATA_COLLECTION)
    const on = (value: unknown): boolean =>
      value === true ||
      (Array.isArray(value) && value.length > 0) ||
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).some(on))
    expect(Object.entries(DATA_COLLECTION).filter(([, value]) => on(value))).toEqual([])
    // Every category Sentry 11 knows is named, so a default (on) cannot slip in.
    expect(Object.keys(DATA_COLLECTION).sort()).toEqual(
      [
        'cookies',
        'databaseQueryData',
        'frameContextLines',
        'genAI',
        'graphQL',
        'httpBodies',
        'httpHeaders',
        'queues',
        'stackFrameVariables',
        'urlQueryParams',
        'userInfo',
      ].sort()
    )
  })
})
