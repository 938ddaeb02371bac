import { siteConfig } from '../../../client/config/site-config.ts'
import { notFound } from '../../../client/errors/error-types.ts'
import { type Employee, type Location } from '../../../client/domain/location.ts'
import type { Language } from '../../../client/locale/language.ts'
import { messagesOf } from '../../../client/locale/messages.ts'
import { locationsMessages } from '../../../client/locale/messages/locations.ts'
import { pageTitlesMessages } from '../../../client/locale/messages/page-titles.ts'
import { brandName, brandSlugSchema } from '../../../client/domain/brand.ts'
import { emptyStockQuery } from '../../../client/domain/stock-search.ts'
import { locationStructuredData } from '../../seo/location-structured-data.ts'
import {
  departmentStatuses,
  sellsBrand,
  upcomingClosures,
} from '../../../client/features/locations/location-view.ts'
import type { LocationDetailData } from '../../../client/pages/location-detail/location-detail-data.ts'
import { href, pageHref } from '../../../client/routes/href.ts'
import { reportError } from '../../monitoring/report-error.ts'
import type { Services } from '../../services.ts'
import type { Loader } from '../loader.ts'
import { STOCK_SEARCH_TAG } from '../../stock/stock-purge.ts'

/** Vehicle cards shown on a dealership page; the button leads to the rest. */
const STOCK_PREVIEW_SIZE = 4
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** On a brand's dealership page, the advisers of that brand (all of them if none is tagged). */
function advisersFor(employees: Employee[], brand: string | null): Employee[] {
  if (!brand) return employees
  const forBrand = employees.filter((employee) => employee.brands.some((slug) => slug === brand))
  return forBrand.length > 0 ? forBrand : employees
}

async function stockPreview(
  services: Services,
  location: Location,
  brand: string | null,
  language: Language
) {
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
      href: pageHref('stock', language, { location: location.slug, brand }),
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
export const locationDetailLoader: Loader<'location-detail'> = async ({
  params,
  path,
  services,
  config,
  language,
}) => {
  const text = messagesOf(pageTitlesMessages, language)
  const slug = params.location ?? ''
  const brandParam = params.brand ?? null
  if (!SLUG.test(slug) || slug.length > 80) {
    return { kind: 'error', error: notFound('location-not-found', path) }
  }
  const brand = brandParam === null ? null : (brandSlugSchema.safeParse(brandParam).data ?? null)
  if (brandParam !== null && brand === null) {
    return { kind: 'error', error: notFound('brand-not-found', path) }
  }
  const location = await services.stock.location(slug)
  if (!location || (brand !== null && !sellsBrand(location, brand))) {
    // The brand list is the catalogue's (stock API v1.1): a make it does not list is unknown.
    const catalogue = brand === null ? null : await services.stock.brands().catch(() => null)
    const unknownBrand = catalogue !== null && !catalogue.some((entry) => entry.slug === brand)
    return {
      kind: 'error',
      error: notFound(unknownBrand ? 'brand-not-found' : 'location-not-found', path),
    }
  }
  const now = new Date()
  const stock = await stockPreview(services, location, brand, language)
  const closures = upcomingClosures(location.closures, now)
  const shown: Location = { ...location, closures }
  const employees = siteConfig.showEmployeesAtLocations
    ? advisersFor(location.employees, brand).map((employee) => ({
        ...employee,
        brandNames: employee.brands.map((slug) => brandName(slug)).join(', '),
      }))
    : null
  const data: LocationDetailData = {
    location: shown,
    brand: brand ? { slug: brand, name: brandName(brand) } : null,
    brandNames: location.brands.map((slug) => ({ slug, name: brandName(slug) })),
    services: location.services.map((service) => ({
      slug: service,
      label: messagesOf(locationsMessages, language).services[service],
    })),
    status: departmentStatuses(location, closures, now, language),
    employees,
    stock,
    booking: location.services.includes('workshop'),
  }
  const siteUrl = config.SITE_URL.replace(/\/$/, '')
  const canonicalPath = href('locations-location', { location: slug }, undefined, language)
  const { address } = location
  const brandLabel = data.brand ? ` ${data.brand.name}` : ''
  return {
    kind: 'page',
    data,
    meta: {
      title: `${location.name}${data.brand ? ` – ${data.brand.name}` : ''}`,
      description: text.location.description(
        `${location.name}${brandLabel}`,
        `${address.street}, ${address.postcode} ${address.town}`
      ),
      // The brand's page shows the same dealership: one canonical address for both.
      canonicalPath,
      breadcrumbs: [
        { label: text.crumbs.home, href: pageHref('home', language) },
        data.brand
          ? {
              label: data.brand.name,
              href: href('slug', { slug: data.brand.slug }, undefined, language),
            }
          : { label: text.crumbs.locations, href: pageHref('locations', language) },
        { label: location.name },
      ],
      structuredData: [
        locationStructuredData({
          location: shown,
          url: `${siteUrl}${canonicalPath}`,
          organization: { name: siteConfig.name, url: siteUrl },
        }),
      ],
    },
    // Its stock preview is a search: a stock event purges it (worker/stock/stock-purge.ts).
    cacheTags: [`location:${slug}`, STOCK_SEARCH_TAG],
  }
}
