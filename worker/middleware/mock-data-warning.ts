import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

export const MOCK_DATA_WARNING =
  'USE_MOCKS is "true": the site shows mock data from the local services instead of the content, stock and CRM APIs.'

/**
 * Spec §1: when the public flag `useMocks` is the string "true", the product logs a console
 * warning that mock data is used instead of the API. Once per app, hence once per isolate (the
 * flag is read from the environment, which a Worker only sees with its first request).
 */
export function mockDataWarning(): MiddlewareHandler<AppEnv> {
  let warned = false
  return async function mockDataWarningMiddleware(c, next) {
    if (!warned && c.get('config').USE_MOCKS === 'true') {
      warned = true
      console.warn(MOCK_DATA_WARNING)
    }
    await next()
  }
}
