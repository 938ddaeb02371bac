import type { LocationDetailData } from './location-detail-data.ts'
import { AppointmentBooking } from '../../features/locations/appointment-booking.tsx'
import { LocationHours } from '../../features/locations/location-hours.tsx'
import { EmployeeCard, employeeView } from '../../features/locations/employee-card.tsx'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { useMessages } from '../../locale/messages.ts'
import { locationDetailMessages } from '../../locale/messages/location-detail.ts'
import { Link } from '../../../framework/router/link.tsx'

/**
 * The dealership page below its first screen: hours, services, advisers, stock, booking, legal.
 * Rendered by the server in full; its code (the booking tool, the cards, the hours' table) is
 * a lazy slot of the page (./sections-slot.ts), hydrated just after the page's own.
 */
export function LocationDetailSections({ data }: { data: LocationDetailData }) {
  const { location, brand } = data
  const text = useMessages(locationDetailMessages)
  return (
    <>
      <section aria-labelledby="location-hours">
        <h2 id="location-hours">{text.hours}</h2>
        <LocationHours location={location} />
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
                <EmployeeCard employee={employeeView(employee, employee.brandNames)} />
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
    </>
  )
}
