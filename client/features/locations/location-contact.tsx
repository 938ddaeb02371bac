import type { Location } from '../../domain/location.ts'
import { Icon } from '../../ui/icons.tsx'
import { trackLocation } from './location-analytics.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { directionsUrl } from './location-paths.ts'
import { useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'
import './locations.css'

type ContactLocation = Pick<
  Location,
  'slug' | 'name' | 'address' | 'coordinates' | 'phone' | 'email'
>

/** Address, phone, e-mail and directions of a dealership; each click is an analytics event. */
export function LocationContact({ location }: { location: ContactLocation }) {
  const text = useMessages(locationsMessages)
  const { address } = location
  return (
    <div className="location-contact">
      <address className="location-contact__address">
        <Icon name="pin" size={20} />
        <span>
          {address.street}
          <br />
          {address.postcode} {address.town}
        </span>
      </address>
      <ul className="location-contact__links">
        <li>
          <a
            href={telHref(location.phone)}
            aria-label={text.phone(location.phone)}
            onClick={() => trackLocation('click_location_phone_number', location.slug)}
          >
            <Icon name="phone" size={20} />
            <span>{formatPhone(location.phone)}</span>
          </a>
        </li>
        <li>
          <a
            href={`mailto:${location.email}`}
            onClick={() => trackLocation('click_location_email', location.slug)}
          >
            <Icon name="mail" size={20} />
            <span>
              <span className="visually-hidden">{text.email}</span>
              {location.email}
            </span>
          </a>
        </li>
        <li>
          <a
            href={directionsUrl(location.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.directions(location.name)}
            onClick={() => trackLocation('click_location_route', location.slug)}
          >
            <Icon name="arrow-up-right" size={20} />
            <span>{text.directionsShort}</span>
          </a>
        </li>
      </ul>
    </div>
  )
}
