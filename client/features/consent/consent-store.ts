/**
 * The visitor's consent (GDPR; Luxembourg is in the EU). Nothing but strictly necessary storage
 * happens before a choice; the choice is remembered and can be changed from the footer.
 *
 * Features ask `readConsent()` on mount and listen to `dealer:consent` for later changes.
 */
export interface Consent {
  /** Audience measurement: the tag manager and analytics. */
  analytics: boolean
  /** Advertising and third-party embeds that track (video players, recruitment widget). */
  marketing: boolean
  /** Third-party services that set cookies to work (map tiles, appointment booking tool). */
  functional: boolean
}

/** The id of the first-visit notice the server renders into every page (consent-notice.tsx). */
export const CONSENT_NOTICE_ID = 'consent-notice'
/** What the notice's buttons do, read by `startConsentNotice`. */
export type ConsentNoticeAction = 'refuse-all' | 'customise' | 'accept-all'

export const CONSENT_EVENT = 'dealer:consent'
export const OPEN_CONSENT_EVENT = 'dealer:open-consent'
const STORAGE_KEY = 'consent'
/** A new version of the categories asks everyone again (consent-gate.ts repeats it). */
export const CONSENT_VERSION = 1

export const noConsent: Consent = { analytics: false, marketing: false, functional: false }

export function readConsent(): Consent | null {
  if (typeof window === 'undefined') return null
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return null
    const value = stored as Partial<Consent> & { version?: number }
    if (value.version !== CONSENT_VERSION) return null
    return {
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
    }
  } catch {
    return null
  }
}

export function saveConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...consent, version: CONSENT_VERSION, decidedAt: new Date().toISOString() })
    )
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }))
}

/** Subscribes to consent changes; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Consent>).detail)
  window.addEventListener(CONSENT_EVENT, handler)
  return () => window.removeEventListener(CONSENT_EVENT, handler)
}
