import { type AnalyticsPayload, track } from '../analytics/events.ts'

/** The analytics events the stock pages fire (spec §9); the catalogue lives in features/analytics. */
export type StockAnalyticsEvent =
  | 'view_vehicle_overview'
  | 'view_vehicle_detail'
  | 'click_vehicle_more_details'
  | 'adjust_vehicle_overview_filter'
  | 'adjust_vehicle_quicksearch_filter'

/**
 * Announces a stock event on `window` (`dealer:analytics`), where the analytics listener picks it
 * up: `track`, which the browser entry already carries (with the event catalogue) on every page.
 */
export function trackStockEvent(event: StockAnalyticsEvent, payload: AnalyticsPayload = {}) {
  track(event, payload)
}

/** The vehicle part of an analytics payload: ids and codes, never visitor data. */
export function vehicleAnalytics(vehicle: {
  id: number
  brand: { slug: string }
  model: { slug: string }
  price: { purchase: { amount: number } }
  category: { code: string }
}) {
  return {
    vehicle: {
      id: vehicle.id,
      brand: vehicle.brand.slug,
      model: vehicle.model.slug,
      price: vehicle.price.purchase.amount,
      category: vehicle.category.code,
    },
  }
}
