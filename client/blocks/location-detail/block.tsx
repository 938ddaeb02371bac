import { useEffect } from 'react'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { LocationHours } from '../../features/locations/location-hours.tsx'
import { trackLocation } from '../../features/locations/location-analytics.ts'
import { LocationContact } from '../../features/locations/location-contact.tsx'
import { LocationMap } from '../../features/locations/location-map.tsx'
import { locationPath } from '../../features/locations/location-paths.ts'
import { DepartmentStatuses } from '../../features/locations/department-statuses.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationBlocksMessages } from '../../locale/messages/location-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import './location-detail.css'

/** Section block: a dealership's address, contact, opening hours and map. */
export function Block({ block, data }: BlockPropsOf<'location_detail'>) {
  const slug = data?.location.slug ?? null
  const text = useMessages(locationBlocksMessages).detail
  const language = useLanguage()
  useEffect(() => {
    if (slug) trackLocation('view_location_detail', slug)
  }, [slug])
  if (!data) return null
  const { location, status } = data
  return (
    <Section uid={block._uid} title={text.title} className="location-detail-block">
      <div className="location-detail-block__grid">
        <div className="location-detail-block__facts">
          <h3>{location.name}</h3>
          <DepartmentStatuses location={location} status={status} />
          <LocationContact location={location} />
          <p>
            <Link href={locationPath(location.slug, language)}>{text.more}</Link>
          </p>
        </div>
        {block.show_map && (
          <LocationMap
            markers={[
              {
                slug: location.slug,
                name: location.name,
                street: location.address.street,
                postcodeAndTown: `${location.address.postcode} ${location.address.town}`,
                lat: location.coordinates.lat,
                lng: location.coordinates.lng,
                href: locationPath(location.slug, language),
              },
            ]}
            label={text.mapLabel(location.name)}
          />
        )}
      </div>
      {block.show_opening_hours && <LocationHours location={location} />}
    </Section>
  )
}
