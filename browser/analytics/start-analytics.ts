import {
  loadTagManagerIfAllowed,
  setConsentDefaults,
  updateConsentMode,
} from '../consent/consent-mode.ts'
import { onConsentChange, readConsent } from '../../client/features/consent/consent-store.ts'
import { ascLeadAliases } from './asc-aliases.ts'
import { dataLayer, pushEvent } from './data-layer.ts'
import type { BufferedEntry } from './analytics-buffer.ts'
import { isAnalyticsEventName } from './event-catalogue.ts'
import { ANALYTICS_DOM_EVENT } from '../../client/features/analytics/events.ts'
import { trackConfirmedLead } from '../../client/features/analytics/lead-submitted.ts'
import { pageViewPayload } from './page-view.ts'

function pushDetail(detail: Record<string, unknown>): void {
  const { event: name, ...payload } = detail
  if (!isAnalyticsEventName(name)) return
  pushEvent(name, payload)
  if (name === 'lead_submitted')
    for (const alias of ascLeadAliases(payload)) dataLayer().push(alias)
}

/**
 * Wires the data layer: consent defaults first, the stored choice, then what happened before this
 * code loaded (`buffered`), and from now on page views on every client navigation, feature
 * events (`dealer:analytics`), downloads and social clicks.
 */
export function startAnalytics(buffered: readonly BufferedEntry[]): void {
  setConsentDefaults()
  const stored = readConsent()
  if (stored) {
    updateConsentMode(stored)
    loadTagManagerIfAllowed(stored)
  }
  onConsentChange((consent) => {
    updateConsentMode(consent)
    loadTagManagerIfAllowed(consent)
  })

  // The referrer of the first view is the document's; of each later one, the page before it.
  let referrer = document.referrer
  const pageView = (view: { path: string; title: string }) => {
    const payload = pageViewPayload(view, window.location.origin, referrer)
    referrer = payload.page_location
    pushEvent('page_view', payload)
  }
  for (const entry of buffered) {
    if (entry.kind === 'page_view') pageView(entry)
    else pushDetail(entry.detail)
  }
  window.addEventListener(ANALYTICS_DOM_EVENT, (event) => {
    pushDetail(((event as CustomEvent).detail ?? {}) as Record<string, unknown>)
  })
  window.addEventListener('dealer:navigated', () =>
    pageView({ path: window.location.pathname + window.location.search, title: document.title })
  )
  // A lead sent without JavaScript: its confirmation page carries the event (once per lead).
  trackConfirmedLead()
}
