import { embeddedAppointmentGridSchema } from '../../client/blocks/embedded-appointment-grid/schema.ts'
import { locationOverviewSchema } from '../../client/blocks/location-overview/schema.ts'
import { siteConfig } from '../../client/config/site-config.ts'
import { brandName } from '../../client/domain/brand.ts'
import { type Location, type ServiceSlug } from '../../client/domain/location.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { locationsMessages } from '../../client/locale/messages/locations.ts'
import type {
  AppointmentGridData,
  LocationBlockData,
} from '../../client/features/locations/location-block-types.ts'
import type { LocationOverviewData } from '../../client/features/locations/location-overview-types.ts'
import { parseLocationFilters } from '../../client/features/locations/location-search.ts'
import {
  departmentStatuses,
  locationCard,
  upcomingClosures,
} from '../../client/features/locations/location-view.ts'
import type { BlockDataContext, BlockDataLoaders } from './block-data-loader.ts'

/** The service each booking tile is about, as the dealerships list it. */
const bookingServices = {
  workshop: 'workshop',
  tyres: 'tyres',
  bodywork: 'bodywork',
  sales: 'sales',
} as const satisfies Record<string, ServiceSlug>

async function allLocations(context: BlockDataContext): Promise<Location[]> {
  return (await context.services.stock.locations()) ?? []
}

/**
 * One dealership with what its blocks show: statuses at request time, upcoming closures, brand
 * names. `null` (the block renders nothing) when the slug is unknown: an editor's typo must not
 * take the page down.
 */
async function oneLocation(
  block: { location?: string | null | undefined },
  { services, language }: BlockDataContext
): Promise<LocationBlockData | null> {
  const slug = block.location ?? ''
  const location = slug ? await services.stock.location(slug) : null
  if (!location) return null
  const now = new Date()
  const closures = upcomingClosures(location.closures, now)
  return {
    location: { ...location, closures },
    status: departmentStatuses(location, closures, now, language),
    brandNames: location.brands.map((slug) => ({ slug, name: brandName(slug) })),
    employeeBrands: siteConfig.showEmployeesAtLocations
      ? Object.fromEntries(
          location.employees.map((employee) => [
            employee.id,
            employee.brands.map((slug) => brandName(slug)).join(', '),
          ])
        )
      : null,
  }
}

/** Data loaders of the location blocks, by component name. */
export const locationBlockData: BlockDataLoaders<
  | 'location_overview'
  | 'location_detail'
  | 'location_intro'
  | 'location_employee_cards'
  | 'location_employee_list'
  | 'embedded_appointment_grid'
> = {
  async location_overview(block, context): Promise<LocationOverviewData> {
    const fields = locationOverviewSchema.parse(block)
    const locations = await allLocations(context)
    const brands = [...new Set(locations.flatMap((location) => location.brands))]
    const services = [...new Set(locations.flatMap((location) => location.services))]
    const { language } = context
    const brandOptions = brands
      .map((slug) => ({ value: slug, label: brandName(slug) }))
      .sort((a, b) => a.label.localeCompare(b.label, language))
    const serviceOptions = services
      .map((slug) => ({
        value: slug,
        label: messagesOf(locationsMessages, language).services[slug],
      }))
      .sort((a, b) => a.label.localeCompare(b.label, language))
    const now = new Date()
    return {
      locations: locations.map((location) => locationCard(location, now, language)),
      brandOptions,
      serviceOptions,
      filters: parseLocationFilters(
        context.url.searchParams,
        { brands, services },
        { brand: fields.brand ?? '' }
      ),
      linkBrand: brands.find((slug) => slug === fields.brand) ?? null,
    }
  },
  location_detail: oneLocation,
  location_intro: oneLocation,
  location_employee_cards: oneLocation,
  location_employee_list: oneLocation,
  async embedded_appointment_grid(block, context): Promise<AppointmentGridData> {
    const fields = embeddedAppointmentGridSchema.parse(block)
    const locations = await allLocations(context)
    const service = bookingServices[fields.service]
    const chosen =
      fields.locations.length > 0
        ? fields.locations
            .map((slug) => locations.find((location) => location.slug === slug))
            .filter((location): location is Location => location !== undefined)
        : locations.filter((location) => location.services.includes(service))
    return {
      locations: chosen.map((location) => ({
        slug: location.slug,
        name: location.name,
        town: location.address.town,
        phone: location.phone,
        email: location.email,
      })),
    }
  },
}
