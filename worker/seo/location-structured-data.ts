import { brandName } from '../../client/domain/brand.ts'
import type { Department, Location } from '../../client/domain/location.ts'
import {
  closureHoursSpecification,
  openingHoursSpecification,
} from './opening-hours-specification.ts'

/**
 * schema.org JSON-LD of a dealership page: an `AutoDealer` with its address, position, contact,
 * VAT id and brands, the showroom's hours plus the upcoming closures as holiday hours, and its
 * two departments (the showroom as an `AutoDealer`, the workshop as an `AutoRepair`), each with
 * its own hours, as Google's local business guidelines describe departments.
 */
export function locationStructuredData(input: {
  location: Location
  /** Absolute URL of the dealership page. */
  url: string
  organization: { name: string; url: string }
}): object {
  const { location, url, organization } = input
  const closures = closureHoursSpecification(location.closures)
  const address = {
    '@type': 'PostalAddress',
    streetAddress: location.address.street,
    postalCode: location.address.postcode,
    addressLocality: location.address.town,
    addressCountry: location.address.country,
  }
  const department = (type: string, id: string, value: Department) => ({
    '@type': type,
    '@id': `${url}#${id}`,
    name: `${location.name} – ${value.label}`,
    address,
    telephone: location.phone,
    openingHoursSpecification: [...openingHoursSpecification(value), ...closures],
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#concession`,
    name: location.name,
    url,
    telephone: location.phone,
    email: location.email,
    vatID: location.vatNumber,
    address,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: location.coordinates.lat,
      longitude: location.coordinates.lng,
    },
    brand: location.brands.map((slug) => ({
      '@type': 'Brand',
      name: brandName(slug),
    })),
    openingHoursSpecification: [
      ...openingHoursSpecification(location.departments.showroom),
      ...closures,
    ],
    department: [
      department('AutoDealer', 'showroom', location.departments.showroom),
      department('AutoRepair', 'atelier', location.departments.workshop),
    ],
    parentOrganization: { '@type': 'Organization', name: organization.name, url: organization.url },
  }
}
