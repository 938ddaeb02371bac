import type { CloudflareOptions } from '@sentry/cloudflare'
import {
  KEPT_REQUEST_HEADERS,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpanAttributes,
} from '../../client/features/monitoring/scrub.ts'

/** Spec §9: traces are sampled at 10 %. */
export const TRACES_SAMPLE_RATE = 0.1

/**
 * What the SDK may collect by itself, every category set: Sentry 11 has no `sendDefaultPii`, and
 * an unset category is collected (the client's IP, cookies, headers, request and response bodies,
 * query strings). A lead is a request body full of personal data: none of it leaves.
 */
export const SERVER_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: KEPT_REQUEST_HEADERS }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  frameContextLines: 5,
} satisfies NonNullable<CloudflareOptions['dataCollection']>

/**
 * Monitoring is on only when both a DSN and an environment are configured (spec §1);
 * `undefined` keeps the Sentry SDK uninitialised. Whatever the SDK still gathers passes through
 * the same scrubbing as the browser's (client/features/monitoring/scrub.ts) before it is sent.
 */
export function sentryOptions(env: {
  SENTRY_DSN?: string
  ENVIRONMENT?: string
}): CloudflareOptions | undefined {
  if (!env.SENTRY_DSN || !env.ENVIRONMENT) return undefined
  return {
    dsn: env.SENTRY_DSN,
    environment: env.ENVIRONMENT,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: SERVER_DATA_COLLECTION,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => {
      scrubSpanAttributes(span.attributes)
      return span
    },
  }
}
