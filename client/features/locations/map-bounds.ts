/**
 * The map of Luxembourg (spec §9): the country's bounds and the centre it opens on. Kept apart
 * from `domain/location.ts` (which validates coordinates with the same numbers) because that
 * module carries zod, which stays out of browser code; a unit test keeps the two equal.
 */
export const mapBounds = { north: 50.25, south: 49.34, west: 5.57, east: 6.63 } as const
export const mapCentre = { lat: 49.79, lng: 6.1 } as const
/** Zoom showing the whole country in a map about 600 px wide. */
export const COUNTRY_ZOOM = 9
/** Zoom on a single dealership: the surrounding streets and exits. */
export const DEALERSHIP_ZOOM = 14
