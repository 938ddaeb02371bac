import { describe, expect, it } from 'vitest'
import { KEPT_REQUEST_HEADERS } from '../../client/features/monitoring/scrub.ts'
import { SERVER_DATA_COLLECTION, sentryOptions } from './sentry-options.ts'

describe("the Worker's Sentry options", () => {
  it('stay off without a DSN', () => {
    expect(sentryOptions({ ENVIRONMENT: 'production' })).toBeUndefined()
  })

  it('collect nothing of the visitor: every data category explicitly off', () => {
    const options = sentryOptions({
      SENTRY_DSN: 'https://k@o1.ingest.de.sentry.io/1',
      ENVIRONMENT: 'production',
    })
    expect(options?.dataCollection).toBe(SERVER_DATA_COLLECTION)
    // The one thing kept: a short allowlist of request headers that name no one.
    const { httpHeaders, ...categories } = SERVER_DATA_COLLECTION
    expect(httpHeaders).toEqual({ request: { allow: KEPT_REQUEST_HEADERS }, response: false })
    expect(KEPT_REQUEST_HEADERS.map((name) => name.toLowerCase())).not.toContain('cookie')
    const on = (value: unknown): boolean =>
      value === true ||
      (Array.isArray(value) && value.length > 0) ||
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).some(on))
    expect(Object.entries(categories).filter(([, value]) => on(value))).toEqual([])
    // Every category Sentry 11 knows is named, so a default (on) cannot slip in.
    expect(Object.keys(SERVER_DATA_COLLECTION).sort()).toEqual(
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
