import { useState } from 'react'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { AppointmentBooking } from '../../features/locations/appointment-booking.tsx'
import { trackLocation } from '../../features/locations/location-analytics.ts'
import { formatPhone, telHref } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import './embedded-appointment-grid.css'

/**
 * Section block: one tile per dealership; choosing one opens the external booking tool for it
 * below the tiles (after consent). Phone numbers stay on the tiles for visitors without
 * JavaScript, or who prefer to call.
 */
export function Block({ block, data }: BlockPropsOf<'embedded_appointment_grid'>) {
  const locations = data?.locations ?? []
  const text = useMessages(embeddedBlocksMessages).appointments
  const [selected, setSelected] = useState<string | null>(
    locations.length === 1 ? (locations[0]?.slug ?? null) : null
  )
  const chosen = locations.find((location) => location.slug === selected) ?? null
  if (locations.length === 0) return null
  return (
    <Section uid={block._uid} title={block.title} intro={block.intro} className="appointment-grid">
      {locations.length > 1 && (
        <ul className="appointment-grid__tiles">
          {locations.map((location) => (
            <li key={location.slug} className="appointment-grid__tile">
              <h3>{location.name}</h3>
              <p>{location.town}</p>
              <p>
                <a
                  href={telHref(location.phone)}
                  aria-label={text.call(location.name, location.phone)}
                  onClick={() => trackLocation('click_location_phone_number', location.slug)}
                >
                  {formatPhone(location.phone)}
                </a>
              </p>
              <button
                type="button"
                className="button button--primary button--small px-2 py-1 appointment-grid__choose"
                aria-pressed={selected === location.slug}
                onClick={() => setSelected(location.slug)}
              >
                {text.book(location.town)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="appointment-grid__booking">
          <h3>
            {chosen.name}
            {text.separator}
            {text.services[block.service]}
          </h3>
          <AppointmentBooking key={chosen.slug} location={chosen} service={block.service} />
        </div>
      )}
    </Section>
  )
}
