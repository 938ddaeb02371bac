import { siteConfig } from '../../../client/config/site-config.ts'
import { notFound } from '../../../client/errors/error-types.ts'
import { type Employee, type Location, serviceLabels } from '../../../client/domain/location.ts'
import { brandSlugSchema } from '../../../client/domain/brand.ts'
import { emptyStockQuery } from '../../../client/domain/stock-search.ts'
import {
  locationPath,
  locationStockPath,
} from '../../../client/features/locations/location-paths.ts'
import { locationStructuredData } from '../../../client/features/locations/location-structured-data.ts'
import {
  departmentStatuses,
  sellsBrand,
  upcomingClosures,
} from '../../../client/features/locations/location-view.ts'
import type { LocationDetailData } from '../../../client/pages/location-detail/page.tsx'
import { reportError } from '../../monitoring/report-error.ts'
import type { Services } from '../../services.ts'
import type { Loader } from '../loader.ts'

/** Vehicle cards shown on a dealership page; the button leads to the rest. */
const STOCK_PREVIEW_SIZE = 4
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Brand names by slug from the stock catalogue; the slug itself if the catalogue is down. */
export async function brandNameMap(services: Services): Promise<Map<string, string>> {
  const brands = await services.stock.brands().catch((error: unknown) => {
    reportError(error, { feature: 'locations', call: 'brands' })
    return null
  })
  return new Map((brands ?? []).map((brand) => [brand.slug, brand.name]))
}

export function brandName(names: ReadonlyMap<string, string>, slug: string): string {
  return (
    names.get(slug) ??
    slug.replace(
      /(^|-)([a-z])/g,
      (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`
    )
  )
}

/** On a brand's dealership page, the advisers of that brand (all of them if none is tagged). */
function advisersFor(employees: Employee[], brand: string | null): Employee[] {
  if (!brand) return employees
  const forBrand = employees.filter((employee) => employee.brands.some((slug) => slug === brand))
  return forBrand.length > 0 ? forBrand : employees
}

async function stockPreview(services: Services, location: Location, brand: string | null) {
  const query = {
    ...emptyStockQuery(),
    location: [location.slug],
    brand: brand ? [brandSlugSchema.parse(brand)] : [],
    page_size: STOCK_PREVIEW_SIZE,
  }
  try {
    const result = await services.stock.search(query)
    if (!result) return null
    return {
      vehicles: result.vehicles,
      total: result.pagination.total,
      href: locationStockPath(location.slug, brand),
    }
  } catch (error) {
    // The page is about the dealership: without stock it still answers.
    reportError(error, { feature: 'locations', call: 'stock', location: location.slug })
    return null
  }
}

/**
 * `/concessions/{location}` and `/{brand}/locations/{location}`: an unknown dealership, or a
 * brand the dealership does not sell, is a 404 (location-not-found; brand-not-found for a brand
 * the group does not know at all).
 */
export const locationDetailLoader: Loader = async ({ params, path, services, config }) => {
  const slug = params.location ?? ''
  const brandParam = params.brand ?? null
  if (!SLUG.test(slug) || slug.length > 80) {
    return { kind: 'error', error: notFound('location-not-found', path) }
  }
  if (brandParam !== null && !brandSlugSchema.safeParse(brandParam).success) {
    return { kind: 'error', error: notFound('brand-not-found', path) }
  }
  const location = await services.stock.location(slug)
  if (!location || (brandParam !== null && !sellsBrand(location, brandParam))) {
    return { kind: 'error', error: notFound('location-not-found', path) }
  }
  const now = new Date()
  const [names, stock] = await Promise.all([
    brandNameMap(services),
    stockPreview(services, location, brandParam),
  ])
  const closures = upcomingClosures(location.closures, now)
  const shown: Location = { ...location, closures }
  const employees = siteConfig.showEmployeesAtLocations
    ? advisersFor(location.employees, brandParam).map((employee) => ({
        ...employee,
        brandNames: employee.brands.map((brand) => brandName(names, brand)).join(', '),
      }))
    : null
  const data: LocationDetailData = {
    location: shown,
    brand: brandParam ? { slug: brandParam, name: brandName(names, brandParam) } : null,
    brandNames: location.brands.map((brand) => ({ slug: brand, name: brandName(names, brand) })),
    services: location.services.map((service) => ({
      slug: service,
      label: serviceLabels[service],
    })),
    status: departmentStatuses(location, closures, now),
    employees,
    stock,
    booking: location.services.includes('workshop'),
  }
  const siteUrl = config.SITE_URL.replace(/\/$/, '')
  const canonicalPath = locationPath(slug)
  const { address } = location
  const brandLabel = data.brand ? ` ${data.brand.name}` : ''
  return {
    kind: 'page',
    data,
    meta: {
      title: `${location.name}${data.brand ? ` – ${data.brand.name}` : ''}`,
      description:
        `${location.name}${brandLabel}, ${address.street}, ${address.postcode} ${address.town} : ` +
        'horaires du showroom et de l’atelier, conseillers, véhicules en stock et rendez-vous.',
      // The brand's page shows the same dealership: one canonical address for both.
      canonicalPath,
      breadcrumbs: [
        { label: 'Accueil', href: '/' },
        data.brand
          ? { label: data.brand.name, href: `/${data.brand.slug}` }
          : { label: 'Nos concessions', href: '/contact' },
        { label: location.name, href: path },
      ],
      structuredData: [
        locationStructuredData({
          location: shown,
          url: `${siteUrl}${canonicalPath}`,
          brandNames: names,
          organization: { name: siteConfig.name, url: siteUrl },
        }),
      ],
    },
    cacheTags: [`location:${slug}`],
  }
}
