import { useEffect } from 'react'
import { trackLocation } from '../../features/locations/location-analytics.ts'
import { LocationContact } from '../../features/locations/location-contact.tsx'
import { LocationMap } from '../../features/locations/location-map.tsx'
import { locationPath } from '../../features/locations/location-paths.ts'
import { DepartmentStatuses } from '../../features/locations/department-statuses.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationDetailMessages } from '../../locale/messages/location-detail.ts'
import { Link } from '../../../framework/router/link.tsx'
import { dealershipContactHref } from '../../features/lead-forms/form-links.ts'
import { Button } from '../../ui/button.tsx'
import type { PageProps } from '../page-props.ts'
import type { LocationDetailData } from './location-detail-data.ts'
import { lazySlot, prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import './page.css'

// Below the first screen: its code loads and hydrates the server's HTML once the page has hydrated.
const sections = lazySlot(() =>
  import('./sections.tsx').then((module) => module.LocationDetailSections)
)
const LocationDetailSections = sections.Slot

/** The sections' code before rendering, except on the first hydration (see lazySlot). */
export async function prepare(
  _data: LocationDetailData,
  options: { initial: boolean } = { initial: false }
): Promise<void> {
  await prepareSlots(options, sections)
}

/** The sections' styles, linked by the document from the first paint (their code loads later). */
export function styleModulePaths(): string[] {
  return ['client/pages/location-detail/sections.tsx']
}

/** A dealership's page (spec §2): hours, contact, advisers, services, stock, booking, legal. */
export function Page({ data }: PageProps<LocationDetailData>) {
  const { location, brand, status } = data
  const text = useMessages(locationDetailMessages)
  const language = useLanguage()
  useEffect(() => {
    trackLocation('view_location_detail', location.slug, brand ? { brand: brand.slug } : {})
  }, [location.slug, brand])

  return (
    <article className="location-page container">
      <header className="location-page__header">
        <p className="location-page__eyebrow">
          {brand ? `${brand.name} · ` : ''}
          {location.address.town}
        </p>
        <h1>{location.name}</h1>
        <DepartmentStatuses location={location} status={status} />
      </header>

      <div className="location-page__intro">
        <section aria-labelledby="location-contact">
          <h2 id="location-contact">{text.contactTitle}</h2>
          <LocationContact location={location} />
          <p className="location-page__write">
            <Button
              to={dealershipContactHref(location.slug, language)}
              label={text.write}
              variant="secondary"
            />
          </p>
          <h3 className="location-page__subheading">{text.brands}</h3>
          <p>
            {data.brandNames.length > 0
              ? data.brandNames.map((item, index) => (
                  <span key={item.slug}>
                    {index > 0 && ' · '}
                    <Link href={locationPath(location.slug, language, item.slug)}>{item.name}</Link>
                  </span>
                ))
              : text.allBrands}
          </p>
        </section>
        <LocationMap
          markers={[
            {
              slug: location.slug,
              name: location.name,
              street: location.address.street,
              postcodeAndTown: `${location.address.postcode} ${location.address.town}`,
              lat: location.coordinates.lat,
              lng: location.coordinates.lng,
              href: locationPath(location.slug, language, brand?.slug),
            },
          ]}
          label={text.mapLabel(location.name)}
        />
      </div>

      <LocationDetailSections data={data} />
    </article>
  )
}
