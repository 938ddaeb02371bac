import {
  loadTagManagerIfAllowed,
  setConsentDefaults,
  updateConsentMode,
} from '../consent/consent-mode.ts'
import { onConsentChange, readConsent } from '../consent/consent-store.ts'
import { pushEvent } from './data-layer.ts'
import type { BufferedEntry } from './analytics-buffer.ts'
import { isAnalyticsEventName } from './event-catalogue.ts'
import { ANALYTICS_DOM_EVENT } from './events.ts'

function pageViewPayload() {
  return {
    page: { path: window.location.pathname + window.location.search, title: document.title },
  }
}

function pushDetail(detail: Record<string, unknown>): void {
  const { event: name, ...payload } = detail
  if (isAnalyticsEventName(name)) pushEvent(name, payload)
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

  for (const entry of buffered) {
    if (entry.kind === 'page_view')
      pushEvent('page_view', { page: { path: entry.path, title: entry.title } })
    else pushDetail(entry.detail)
  }
  window.addEventListener(ANALYTICS_DOM_EVENT, (event) => {
    pushDetail(((event as CustomEvent).detail ?? {}) as Record<string, unknown>)
  })
  window.addEventListener('dealer:navigated', () => pushEvent('page_view', pageViewPayload()))
}
