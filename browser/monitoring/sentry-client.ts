import {
  addEventProcessor,
  addIntegration,
  type BrowserOptions,
  browserTracingIntegration,
  init,
  replayIntegration,
} from '@sentry/browser'
import { onConsentChange, readConsent } from '../../client/features/consent/consent-store.ts'
import { scrubUrl } from '../../client/features/privacy/scrub-url.ts'
import { replayWithConsent } from './replay-consent.ts'
import {
  KEPT_REQUEST_HEADERS,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpanAttributes,
} from '../../client/features/monitoring/scrub.ts'

/** Spec §9: traces 0.1, replays of 10 % of sessions and of every session with an error. */
export const CLIENT_SAMPLING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
}

/**
 * Every category of what the SDK collects by itself, set (Sentry 11 has no `sendDefaultPii`, and
 * an unset category is collected): nothing about the visitor, no bodies, no cookies, no queries.
 */
export const BROWSER_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: KEPT_REQUEST_HEADERS }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  frameContextLines: 5,
} satisfies NonNullable<BrowserOptions['dataCollection']>

type RecordingEvent = Parameters<
  NonNullable<Parameters<typeof replayIntegration>[0]>['beforeAddRecordingEvent'] & {}
>[0]

/** A replay's own frames carry the page's URL (navigation breadcrumbs, spans, the meta frame). */
function scrubRecordingEvent(event: RecordingEvent): RecordingEvent {
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return event
  const href: unknown = Reflect.get(data, 'href')
  if (typeof href === 'string') Reflect.set(data, 'href', scrubUrl(href))
  const payload: unknown = Reflect.get(data, 'payload')
  if (typeof payload === 'object' && payload !== null) {
    const description: unknown = Reflect.get(payload, 'description')
    if (typeof description === 'string') Reflect.set(payload, 'description', scrubUrl(description))
    const crumbData: unknown = Reflect.get(payload, 'data')
    if (typeof crumbData === 'object' && crumbData !== null)
      Reflect.set(payload, 'data', scrubBreadcrumb({ data: { ...crumbData } }).data)
  }
  return event
}

export function initSentry(options: { dsn: string; environment: string; release: string }): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...CLIENT_SAMPLING,
    dataCollection: BROWSER_DATA_COLLECTION,
    integrations: [browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => {
      scrubSpanAttributes(span.attributes)
      return span
    },
  })
  // Replay events list the pages they saw: no tokens in them either.
  addEventProcessor((event) => {
    if (event.type === 'replay_event') {
      const urls: unknown = Reflect.get(event, 'urls')
      if (Array.isArray(urls))
        Reflect.set(
          event,
          'urls',
          urls.map((url) => scrubUrl(String(url)))
        )
    }
    return event
  })
  // Inputs are masked in replays: visitors type names, e-mails and phone numbers.
  const replay = replayIntegration({
    maskAllInputs: true,
    maskAllText: false,
    blockAllMedia: false,
    beforeAddRecordingEvent: scrubRecordingEvent,
  })
  replayWithConsent(
    {
      add: () => addIntegration(replay),
      start: () => replay.start(),
      stop: () => void replay.stop(),
    },
    { read: readConsent, onChange: onConsentChange }
  )
}
