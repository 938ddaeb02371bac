import { Link } from '../../../framework/router/link.tsx'
import { Icon } from '../../ui/icons.tsx'
import { trackLocation } from './location-analytics.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { locationPath } from './location-paths.ts'
import { type LocationCard, sellsBrand } from './location-view.ts'
import { OpenStatusBadge } from './open-status-badge.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

/** The dealerships matching the filters, as cards with their showroom's status. */
export function LocationList({
  locations,
  brandNames,
  linkBrand,
}: {
  locations: readonly LocationCard[]
  brandNames: ReadonlyMap<string, string>
  linkBrand: string | null
}) {
  const text = useMessages(locationsMessages)
  const language = useLanguage()
  return (
    <ul className="location-list">
      {locations.map((location) => {
        const href = locationPath(
          location.slug,
          language,
          sellsBrand(location, linkBrand) ? linkBrand : null
        )
        const brands = location.brands.map((slug) => brandNames.get(slug) ?? slug)
        return (
          <li key={location.slug} className="location-list__item" data-location={location.slug}>
            <h3 className="location-list__name">
              <Link href={href}>{location.name}</Link>
            </h3>
            <p className="location-list__address">
              {location.address.street}, {location.address.postcode} {location.address.town}
            </p>
            <OpenStatusBadge
              department={location.showroom}
              closures={location.closures}
              initial={location.status}
              label={location.showroom.label}
            />
            <p className="location-list__brands">
              {brands.length > 0 ? brands.join(' · ') : text.allBrandsUsed}
            </p>
            <p className="location-list__phone">
              <a
                href={telHref(location.phone)}
                aria-label={text.call(location.name, location.phone)}
                onClick={() => trackLocation('click_location_phone_number', location.slug)}
              >
                <Icon name="phone" size={16} />
                <span>{formatPhone(location.phone)}</span>
              </a>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
