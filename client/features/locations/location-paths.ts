import { urlSegment } from '../../config/url-segments.ts'
import type { Coordinates } from '../../domain/location.ts'

/**
 * A dealership's page: `/concessions/{slug}`, or `/{brand}/locations/{slug}` when reached from a
 * brand (spec §2; the French segment comes from the localized URL segments).
 */
export function locationPath(slug: string, brand?: string | null): string {
  if (brand) return `/${brand}/locations/${slug}`
  return `/${urlSegment('locations', 'fr')}/${slug}`
}

/** Google Maps directions to the dealership's coordinates (the visitor's position as origin). */
export function directionsUrl(coordinates: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`
}

/** The stock overview filtered on one dealership (and a brand, on a brand's dealership page). */
export function locationStockPath(slug: string, brand?: string | null): string {
  const params = new URLSearchParams({ location: slug })
  if (brand) params.set('brand', brand)
  return `/${urlSegment('stock', 'fr')}?${params.toString()}`
}
