import { useEffect } from 'react'
import type { Employee, Location } from '../../domain/location.ts'
import type { VehicleSummary } from '../../domain/vehicle.ts'
import { AppointmentBooking } from '../../features/locations/appointment-booking.tsx'
import { ClosureList } from '../../features/locations/closure-list.tsx'
import { EmployeeCard } from '../../features/locations/employee-card.tsx'
import { trackLocation } from '../../features/locations/location-analytics.ts'
import { LocationContact } from '../../features/locations/location-contact.tsx'
import { LocationMap } from '../../features/locations/location-map.tsx'
import { locationPath } from '../../features/locations/location-paths.ts'
import { DepartmentStatuses } from '../../features/locations/department-statuses.tsx'
import { OpeningHoursTable } from '../../features/locations/opening-hours-table.tsx'
import type { OpenStatus } from '../../features/opening-hours/open-status.ts'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationDetailMessages } from '../../locale/messages/location-detail.ts'
import { Link } from '../../navigation/link.tsx'
import { dealershipContactHref } from '../../features/lead-forms/form-links.ts'
import { Button } from '../../ui/button.tsx'
import type { PageProps } from '../page-props.ts'
import './page.css'

export interface LocationDetailData {
  /** The dealership, its closures limited to the coming months. */
  location: Location
  /** The brand of a `/{brand}/locations/{location}` page. */
  brand: { slug: string; name: string } | null
  /** Names of the dealership's brands, in its order. */
  brandNames: { slug: string; name: string }[]
  services: { slug: string; label: string }[]
  /** Both departments' status when the server answered; the browser refreshes them. */
  status: { showroom: OpenStatus; workshop: OpenStatus }
  /** Sales advisers to show (the site configuration may hide them: null). */
  employees: (Employee & { brandNames: string })[] | null
  stock: { vehicles: VehicleSummary[]; total: number; href: string } | null
  /** The dealership books workshop appointments through the external tool. */
  booking: boolean
}

/** A dealership's page (spec §2): hours, contact, advisers, services, stock, booking, legal. */
export function Page({ data }: PageProps<LocationDetailData>) {
  const { location, brand, status } = data
  const { showroom, workshop } = location.departments
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

      <section aria-labelledby="location-hours">
        <h2 id="location-hours">{text.hours}</h2>
        <div className="location-hours">
          <OpeningHoursTable department={showroom} />
          <OpeningHoursTable department={workshop} />
          <ClosureList closures={location.closures} />
        </div>
      </section>

      <section aria-labelledby="location-services">
        <h2 id="location-services">{text.services}</h2>
        <ul className="location-page__services">
          {data.services.map((service) => (
            <li key={service.slug}>{service.label}</li>
          ))}
        </ul>
      </section>

      {data.employees && data.employees.length > 0 && (
        <section aria-labelledby="location-employees">
          <h2 id="location-employees">{text.advisers(brand?.name ?? null)}</h2>
          <ul className="employee-grid">
            {data.employees.map((employee) => (
              <li key={employee.id}>
                <EmployeeCard
                  employee={{
                    id: employee.id,
                    name: employee.name,
                    role: employee.role,
                    phone: employee.phone,
                    email: employee.email,
                    photo: { src: employee.photo, alt: '' },
                    brands: employee.brandNames,
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.stock && data.stock.vehicles.length > 0 && (
        <section aria-labelledby="location-stock">
          <h2 id="location-stock">{text.stockTitle(location.address.town)}</h2>
          <ul className="location-page__stock">
            {data.stock.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard vehicle={vehicle} listName={`location_${location.slug}`} />
              </li>
            ))}
          </ul>
          <p>
            <Link
              href={data.stock.href}
              className="button button--secondary button--medium px-4 py-3"
            >
              {text.stockLink(data.stock.total)}
            </Link>
          </p>
        </section>
      )}

      {data.booking && (
        <section aria-labelledby="location-booking">
          <h2 id="location-booking">{text.booking}</h2>
          <AppointmentBooking location={location} service="workshop" />
        </section>
      )}

      <section aria-labelledby="location-legal" className="location-page__legal">
        <h2 id="location-legal">{text.legal}</h2>
        <dl>
          <dt>{text.vatNumber}</dt>
          <dd>{location.vatNumber}</dd>
          <dt>IBAN</dt>
          <dd>{location.iban.replace(/(.{4})(?!$)/g, '$1 ')}</dd>
        </dl>
      </section>
    </article>
  )
}
