import { siteConfig } from '../../client/config/site-config.ts'
import { LOCALES } from '../../client/locale/language.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { type AnalyticsEventName, analyticsEvents } from './event-catalogue.ts'
import type { AnalyticsPayload } from '../../client/features/analytics/events.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type Entity = { id: number | string; [key: string]: unknown }

/**
 * Analytics constants of spec §3: vehicles, lease vehicles and locations keyed by id, stored
 * the first time they are seen (later sightings don't overwrite them); country and locales. The
 * current locale is the page's (`currentLocale()`), not a constant: German pages report `de-LU`.
 */
export const analyticsConstants = {
  country: siteConfig.country,
  availableLocales: siteConfig.availableLocales,
  vehicles: {} as Record<string, Entity>,
  leaseVehicles: {} as Record<string, Entity>,
  locations: {} as Record<string, Entity>,
}

function remember(store: Record<string, Entity>, entity: Entity | undefined): void {
  if (entity && !(String(entity.id) in store)) store[String(entity.id)] = entity
}

/** The locale of the page in the browser: its language is its path's (docs/decisions/0036). */
export function currentLocale(): string {
  return LOCALES[languageOfPath(window.location.pathname)]
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/** Pushes one event to `window.dataLayer` with its contract id and the page's constants. */
export function pushEvent(event: AnalyticsEventName, payload: AnalyticsPayload = {}): void {
  remember(analyticsConstants.vehicles, payload.vehicle)
  remember(analyticsConstants.leaseVehicles, payload.lease_vehicle)
  remember(analyticsConstants.locations, payload.location)
  dataLayer().push({
    event,
    event_id: analyticsEvents[event],
    country: analyticsConstants.country,
    available_locales: analyticsConstants.availableLocales,
    current_locale: currentLocale(),
    ...payload,
  })
}
