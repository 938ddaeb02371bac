import type { Consent } from '../../client/features/consent/consent-store.ts'

/** What starting and stopping session replay takes (sentry-client.ts wires Sentry's). */
export interface ReplayControl {
  /** Adds the replay integration to the client: it starts recording (sampled) from then on. */
  add(): void
  start(): void
  stop(): void
}

/**
 * Session replay records what the visitor does on the page: it is audience measurement, so it
 * waits for the visitor's consent to analytics (GDPR; the consent notice), stops when that consent
 * is withdrawn and starts again if it is given again. Error reports themselves, scrubbed of
 * personal data, need no consent.
 */
export function replayWithConsent(
  control: ReplayControl,
  consent: {
    read: () => Consent | null
    onChange: (listener: (consent: Consent) => void) => unknown
  }
): void {
  let added = false
  let running = false
  const apply = (current: Consent | null) => {
    if (current?.analytics) {
      if (running) return
      if (added) control.start()
      else control.add()
      added = true
      running = true
    } else if (running) {
      control.stop()
      running = false
    }
  }
  apply(consent.read())
  consent.onChange(apply)
}
