/** Spec §9: traces are sampled at 10 %. */
export const TRACES_SAMPLE_RATE = 0.1

/**
 * Monitoring is on only when both a DSN and an environment are configured (spec §1);
 * `undefined` keeps the Sentry SDK uninitialised.
 */
export function sentryOptions(env: { SENTRY_DSN?: string; ENVIRONMENT?: string }) {
  if (!env.SENTRY_DSN || !env.ENVIRONMENT) return undefined
  return {
    dsn: env.SENTRY_DSN,
    environment: env.ENVIRONMENT,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Personal data (cookies, form bodies, IPs) stays out: the SDK's default is not to send it.
  }
}
