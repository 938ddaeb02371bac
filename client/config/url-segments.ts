/** The path segments a language may rename (spec §2), with their defaults. */
export const defaultUrlSegments = {
  stock: 'stock',
  compare: 'compare',
  favorite: 'favorite',
  interest: 'interest',
  'test-drive': 'test-drive',
  'lease-calculator': 'lease-calculator',
  locations: 'locations',
  'legal-notice': 'legal-notice',
} as const

export type SegmentKey = keyof typeof defaultUrlSegments

/** The segments one language renames (its LANGUAGES entry, client/locale/language.ts). */
export type UrlSegments = Partial<Record<SegmentKey, string>>

/** Each value is lowercase words joined by hyphens. */
export const URL_SEGMENT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The segment for `key` among a language's `segments`, falling back to the default. Keys a
 * language does not list keep their default (this is why the brand routes' `lease-calculator`
 * stays as it is).
 */
export function urlSegment(key: SegmentKey, segments: UrlSegments): string {
  return segments[key] ?? defaultUrlSegments[key]
}
