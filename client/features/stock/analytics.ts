/**
 * Analytics hooks of the stock pages (spec §9). The site only announces what happened; the tag
 * manager (loaded after consent, GDPR) listens for `dealer:analytics` and forwards to its data
 * layer, so no analytics code ships in the page bundles.
 */
export type StockAnalyticsEvent =
  | 'view_vehicle_overview'
  | 'view_vehicle_detail'
  | 'click_vehicle_more_details'
  | 'adjust_vehicle_overview_filter'
  | 'adjust_vehicle_quicksearch_filter'

export function trackStockEvent(event: StockAnalyticsEvent, detail: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent('dealer:analytics', { detail: { event, ...detail } }))
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
