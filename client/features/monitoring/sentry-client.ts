import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser'
import { scrubEvent } from './scrub.ts'

/** Spec §9: traces 0.1, replays of 10 % of sessions and of every session with an error. */
export const CLIENT_SAMPLING = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
}

export function initSentry(options: { dsn: string; environment: string; release: string }): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    ...CLIENT_SAMPLING,
    integrations: [
      browserTracingIntegration(),
      // Inputs are masked in replays: visitors type names, e-mails and phone numbers.
      replayIntegration({ maskAllInputs: true, maskAllText: false, blockAllMedia: false }),
    ],
    beforeSend: (event) => scrubEvent(event),
  })
}
