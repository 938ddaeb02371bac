import { useEffect, useState, useSyncExternalStore } from 'react'
import { siteBasics } from '../../config/site-basics.ts'
import {
  OPEN_CONSENT_EVENT,
  noConsent,
  onConsentChange,
  readConsent,
  saveConsent,
} from '../consent/consent-store.ts'
import { trackLocation } from './location-analytics.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { loadBookingScript } from './booking-script.ts'
import './locations.css'
import { useMessages } from '../../locale/messages.ts'
import { appointmentBookingMessages } from '../../locale/messages/appointment-booking.ts'

export interface BookingLocation {
  slug: string
  name: string
  phone: string
  email: string
}

const booking = siteBasics.appointmentBooking

function needsConsent(): boolean {
  return booking.setsCookies && readConsent()?.functional !== true
}

/** Whether the tool waits for consent: null on the server and while hydrating. */
function useNeedsConsent(): boolean | null {
  return useSyncExternalStore(onConsentChange, needsConsent, () => null)
}

/**
 * The external appointment booking tool for one dealership and service. It sets cookies, so it
 * loads only once the visitor accepts functional cookies (GDPR); until then, and whenever it
 * cannot load, the dealership's phone and e-mail are right there.
 */
export function AppointmentBooking({
  location,
  service,
}: {
  location: BookingLocation
  service: string
}) {
  const text = useMessages(appointmentBookingMessages)
  const consentNeeded = useNeedsConsent()
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<{ attempt: number; ok: boolean } | null>(null)

  useEffect(() => {
    if (consentNeeded !== false) return
    let cancelled = false
    loadBookingScript(booking.scriptUrl).then(
      () => !cancelled && setOutcome({ attempt, ok: true }),
      () => !cancelled && setOutcome({ attempt, ok: false })
    )
    return () => {
      cancelled = true
    }
  }, [consentNeeded, attempt])

  const state =
    consentNeeded === null
      ? 'server'
      : consentNeeded
        ? 'consent'
        : outcome?.attempt !== attempt
          ? 'loading'
          : outcome.ok
            ? 'ready'
            : 'failed'

  const fallback = (
    <p className="appointment-booking__fallback">
      {text.booking.callUs}{' '}
      <a
        href={telHref(location.phone)}
        onClick={() => trackLocation('click_location_phone_number', location.slug)}
      >
        {formatPhone(location.phone)}
      </a>{' '}
      {text.booking.writeUs}{' '}
      <a
        href={`mailto:${location.email}`}
        onClick={() => trackLocation('click_location_email', location.slug)}
      >
        {location.email}
      </a>
      {text.booking.end}
    </p>
  )

  return (
    <div className="appointment-booking" data-booking-state={state}>
      {state === 'consent' && (
        <div className="appointment-booking__consent">
          <p>
            {text.booking.consent.before} <strong>{booking.provider}</strong>
            {text.booking.consent.after}
          </p>
          <div className="appointment-booking__actions">
            <button
              type="button"
              className="button button--primary button--medium px-4 py-3"
              onClick={() => saveConsent({ ...(readConsent() ?? noConsent), functional: true })}
            >
              {text.booking.accept}
            </button>
            <button
              type="button"
              className="button button--ghost button--medium px-4 py-3"
              onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}
            >
              {text.booking.preferences}
            </button>
          </div>
        </div>
      )}
      {(state === 'loading' || state === 'ready') && (
        // The tool's script fills the element carrying its data attributes.
        <div
          className="appointment-booking__widget"
          data-rdv-widget=""
          data-rdv-location={location.slug}
          data-rdv-service={service}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' && <p>{text.booking.loading}</p>}
        </div>
      )}
      {state === 'failed' && (
        <div className="appointment-booking__error" role="alert">
          <p>{text.booking.failed}</p>
          <button
            type="button"
            className="button button--secondary button--small px-2 py-1"
            onClick={() => setAttempt((value) => value + 1)}
          >
            {text.booking.retry}
          </button>
        </div>
      )}
      {state === 'server' && <p>{text.booking.needsJavaScript}</p>}
      {fallback}
    </div>
  )
}
