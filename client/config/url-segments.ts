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

/** Per language, the segments it renames; each value is lowercase words joined by hyphens. */
export type LocalizedUrlSegments = Record<string, Partial<Record<SegmentKey, string>>>

export const URL_SEGMENT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Public configuration: the segments each language renames. Keys not listed here keep their default
 * (this is why the brand routes' `lease-calculator` stays as it is).
 */
export const localizedUrlSegments: LocalizedUrlSegments = {
  fr: {
    compare: 'comparer',
    favorite: 'favoris',
    interest: 'interessee',
    'test-drive': 'essai-routier',
    locations: 'concessions',
    'legal-notice': 'mentions-legales',
  },
  // docs/decisions/0036: the leaves in German; `stock` and `concessions` are also the slugs of
  // content stories (the stock overview, the dealership list), which keep one slug per story.
  de: {
    compare: 'vergleichen',
    favorite: 'merkliste',
    interest: 'interesse',
    'test-drive': 'probefahrt',
    'lease-calculator': 'leasingrechner',
    locations: 'concessions',
    'legal-notice': 'impressum',
  },
}

/** The segment for `key` in `language`, falling back to the default. */
export function urlSegment(
  key: SegmentKey,
  language: string,
  config: LocalizedUrlSegments = localizedUrlSegments
): string {
  return config[language]?.[key] ?? defaultUrlSegments[key]
}
