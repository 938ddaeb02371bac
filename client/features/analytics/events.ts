import type { AnalyticsEventName } from '../../../browser/analytics/event-catalogue.ts'

// What features need to fire events, in every page's first load; the catalogue of contract ids
// stays with the data layer (event-catalogue.ts), loaded after hydration.
export type { AnalyticsEventName }

/** Entities carried by events, always with their ids (spec §9). */
export interface AnalyticsPayload {
  vehicle?: { id: number | string; [key: string]: unknown }
  location?: { id: string; [key: string]: unknown }
  lease_vehicle?: { id: string; [key: string]: unknown }
  form?: { id: string; [key: string]: unknown }
  social?: { network: string; url: string }
  filter?: { name: string; value: unknown }
  [key: string]: unknown
}

/** The DOM event features dispatch; the analytics listener turns it into a data-layer push. */
export const ANALYTICS_DOM_EVENT = 'dealer:analytics'

/** Fires an analytics event from any feature without importing the analytics module. */
export function track(event: AnalyticsEventName, payload: AnalyticsPayload = {}): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { event, ...payload } }))
}
