import { type AnalyticsEventName, track } from '../analytics/events.ts'

/** The dealership events of spec §9; each carries the dealership's id (its slug). */
export type LocationAnalyticsEvent = Extract<
  AnalyticsEventName,
  | 'view_location_overview'
  | 'view_location_detail'
  | 'click_location_phone_number'
  | 'click_location_email'
  | 'click_location_route'
  | 'click_vehicle_show_openinghours'
  | 'adjust_location_filter'
>

export function trackLocation(
  event: LocationAnalyticsEvent,
  slug: string | null,
  extra: Record<string, unknown> = {}
): void {
  track(event, { ...(slug ? { location: { id: slug } } : {}), ...extra })
}
