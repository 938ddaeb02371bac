import type { CloudflareOptions } from '@sentry/cloudflare'

type DataCollection = NonNullable<CloudflareOptions['dataCollection']>

/** Spec §9: traces are sampled at 10 %. */
export const TRACES_SAMPLE_RATE = 0.1

/**
 * What the Worker's Sentry may collect: nothing of the visitor's (docs/privacy.md). Sentry 11
 * collects every category unless told otherwise (user and IP, cookies, headers, query strings,
 * request and response bodies — a lead form's body is a name, an e-mail and a phone —, D1 query
 * parameters, queue message bodies, stack variables), so each is set here, explicitly off.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: false, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  // Lines of our own source around a frame: code, not data.
  frameContextLines: 5,
} as const satisfies Required<DataCollection>

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
    dataCollection: DATA_COLLECTION,
  }
}
