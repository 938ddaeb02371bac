import type { Coordinates } from '../../domain/location.ts'
import type { Language } from '../../locale/language.ts'
import { href, pageHref } from '../../routes/href.ts'

/**
 * A dealership's page: `/concessions/{slug}`, or `/{brand}/locations/{slug}` when reached from a
 * brand (spec §2; the segments come from the route table), in `language`.
 */
export function locationPath(slug: string, language: Language, brand?: string | null): string {
  if (brand) return href('brand-locations-location', { brand, location: slug }, language)
  return href('locations-location', { location: slug }, language)
}

/** Google Maps directions to the dealership's coordinates (the visitor's position as origin). */
export function directionsUrl(coordinates: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`
}

/** The stock overview filtered on one dealership (and a brand, on a brand's dealership page). */
export function locationStockPath(slug: string, language: Language, brand?: string | null): string {
  return pageHref('stock', language, { location: slug, brand })
}
