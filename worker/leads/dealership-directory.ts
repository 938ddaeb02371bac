import type {
  Dealership,
  DealershipDirectory,
} from '../../client/features/lead-forms/dealerships.ts'
import type { Location } from '../../client/domain/location.ts'

/** A dealership of the stock API's /v1/locations, as the lead forms see one. */
export function dealershipOfLocation(location: Location): Dealership {
  return {
    slug: location.slug,
    name: location.name,
    phone: location.phone,
    email: location.email,
    showroom: location.departments.showroom,
    workshop: location.departments.workshop,
    extraClosures: location.closures,
  }
}

/** The directory of a list of locations. */
export function directoryOf(locations: readonly Location[]): DealershipDirectory {
  const bySlug = new Map(locations.map((location) => [location.slug, location]))
  return (slug) => {
    const location = bySlug.get(slug)
    return location ? dealershipOfLocation(location) : undefined
  }
}

/**
 * The group's dealerships for the lead pipeline: the stock API's locations, read through the
 * stock client's cache (fresh for an hour, its last copy served for a week while the API is down:
 * worker/stock/stock-client.ts). `null` when neither answers, so a lead is not lost to an outage.
 */
export async function dealershipDirectory(
  locations: () => Promise<readonly Location[] | null>,
  report: (error: unknown, context: Record<string, string>) => void
): Promise<DealershipDirectory | null> {
  try {
    const list = await locations()
    return list && list.length > 0 ? directoryOf(list) : null
  } catch (error) {
    report(error, { step: 'dealerships' })
    return null
  }
}
