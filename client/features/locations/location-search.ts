/**
 * The dealer search of the location overview (spec §2 "dealer list with map … search bar, brand
 * and service selectors"): one text box for a town, a postcode or a dealership name, and two
 * selectors. The same functions filter on the server (GET form, no JavaScript) and in the
 * browser (live filtering), so both give the same list.
 */

export interface LocationFilters {
  /** Free text: a town, a postcode ("8070", "L-8070") or a name; accents and case ignored. */
  q: string
  /** A brand slug, or '' for every brand. */
  brand: string
  /** A service slug, or '' for every service. */
  service: string
}

export const emptyLocationFilters: LocationFilters = { q: '', brand: '', service: '' }

/** What the search reads of a dealership. */
export interface SearchableLocation {
  name: string
  address: { street: string; postcode: string; town: string }
  brands: readonly string[]
  services: readonly string[]
}

/** Longest search text kept: a town or a name is far shorter; the rest is noise. */
export const MAX_QUERY_LENGTH = 80

/** "Esch-sur-Alzette" → "esch sur alzette", "Mérovingiens" → "merovingiens", "L-8070" → "l 8070". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

function searchWords(location: SearchableLocation): string[] {
  const { name, address } = location
  return normalizeSearchText(`${name} ${address.town} ${address.postcode}`).split(' ')
}

/**
 * Whether every word of the query starts a word of the dealership's name, town or postcode
 * ("esch", "8070", "l 4026", "concession bertrange"); the query may also be written without its
 * spaces or hyphens ("eschsuralzette", "L8070"). An empty query matches everything.
 */
export function matchesSearch(location: SearchableLocation, query: string): boolean {
  const normalized = normalizeSearchText(query)
  if (normalized === '') return true
  const words = searchWords(location)
  const tokens = normalized.split(' ')
  if (tokens.every((token) => words.some((word) => word.startsWith(token)))) return true
  const compact = normalized.replaceAll(' ', '')
  return words.some((_, index) => words.slice(index).join('').startsWith(compact))
}

export function matchesFilters(location: SearchableLocation, filters: LocationFilters): boolean {
  return (
    (filters.brand === '' || location.brands.includes(filters.brand)) &&
    (filters.service === '' || location.services.includes(filters.service)) &&
    matchesSearch(location, filters.q)
  )
}

export function filterLocations<T extends SearchableLocation>(
  locations: readonly T[],
  filters: LocationFilters
): T[] {
  return locations.filter((location) => matchesFilters(location, filters))
}

/**
 * Reads the filters from a query string, keeping only known brands and services and a bounded
 * search text: a crafted URL shows the full list, never an error.
 */
export function parseLocationFilters(
  params: URLSearchParams,
  allowed: { brands: readonly string[]; services: readonly string[] },
  defaults: Partial<LocationFilters> = {}
): LocationFilters {
  const pick = (name: 'brand' | 'service', values: readonly string[]): string => {
    const value = params.get(name)
    if (value === null)
      return defaults[name] && values.includes(defaults[name]) ? defaults[name] : ''
    return values.includes(value) ? value : ''
  }
  return {
    q: (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH),
    brand: pick('brand', allowed.brands),
    service: pick('service', allowed.services),
  }
}

/** The query string of the filters ("?q=esch&service=tyres"), '' when none is set. */
export function locationFiltersQuery(filters: LocationFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.brand) params.set('brand', filters.brand)
  if (filters.service) params.set('service', filters.service)
  const query = params.toString()
  return query ? `?${query}` : ''
}
