import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { TURNSTILE_OFF_WARNING, turnstileSiteKey } from '../leads/turnstile.ts'

/**
 * Says once per isolate (with its first request, when a Worker first sees its environment) that
 * the lead forms run without Turnstile, so that a deployment missing a key is noticed in the logs
 * rather than by the spam it lets in (docs/decisions/0041).
 */
export function turnstileWarning(): MiddlewareHandler<AppEnv> {
  let checked = false
  return async function turnstileWarningMiddleware(c, next) {
    if (!checked) {
      checked = true
      if (turnstileSiteKey(c.get('config')) === null) console.warn(TURNSTILE_OFF_WARNING)
    }
    await next()
  }
}
