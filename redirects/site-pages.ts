import { matchRoute } from '../client/routes/match-route.ts'
import { VEHICLE_PARAM, type Route } from '../client/routes/route-table.ts'

/** What the site can show: the data behind each kind of route. */
export interface SiteData {
  vehicles: readonly { id: number; slug: string }[]
  brands: readonly string[]
  models: readonly { brand: string; slug: string }[]
  locations: readonly string[]
  /** Full slugs of the content stories, without trailing slash (`ford/focus`, `home-page`). */
  storySlugs: readonly string[]
}

export interface PageIndex {
  /** Whether a target (path, optional query and fragment) shows a page rather than an error. */
  resolves(target: string): boolean
}

/**
 * A page index over the one route table (`matchRoute`): the first route whose pattern matches
 * decides, as in the Worker, and the page exists only if that route's data does (a vehicle id of the stock
 * whose slug starts with the given words, a known brand, model, dealership or story).
 */
export function createPageIndex(site: SiteData): PageIndex {
  const vehicles = new Map(site.vehicles.map((v) => [v.id, v.slug]))
  const brands = new Set(site.brands)
  const models = new Set(site.models.map((m) => `${m.brand}/${m.slug}`))
  const locations = new Set(site.locations)
  const stories = new Set(site.storySlugs.map((slug) => slug.replace(/\/$/, '')))

  const vehicleExists = (param: string | undefined, brand?: string): boolean => {
    if (param === undefined || !VEHICLE_PARAM.test(param)) return false
    const id = param.split('-', 1)[0]
    const slug = vehicles.get(Number(id))
    if (slug === undefined || !(slug === param || slug.startsWith(`${param}-`))) return false
    return brand === undefined || slug.startsWith(`${id}-1-${brand}-`)
  }

  const routeResolves = (route: Route, params: Record<string, string | undefined>): boolean => {
    const { vehicle, brand, model, location, slug } = params
    switch (route.page) {
      case 'compare':
      case 'favorites':
      case 'legal-notice':
        return true
      case 'vehicle-detail':
      case 'vehicle-interest':
      case 'vehicle-test-drive':
      case 'vehicle-lease-calculator':
        if (brand !== undefined && !brands.has(brand)) return false
        return vehicleExists(vehicle, brand)
      case 'brand-models':
        return brand !== undefined && brands.has(brand)
      case 'model-detail':
      case 'model-contact':
      case 'model-test-drive':
        return models.has(`${brand}/${model}`)
      case 'location-detail':
        if (brand !== undefined && !brands.has(brand)) return false
        return location !== undefined && locations.has(location)
      case 'content':
        return slug === '' || stories.has(slug ?? '')
    }
  }

  return {
    resolves(target) {
      const path = target.split(/[?#]/, 1)[0] ?? ''
      const match = matchRoute(path)
      return match?.kind === 'match' && routeResolves(match.route, match.params)
    },
  }
}
