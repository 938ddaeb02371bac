import type { Employee } from '../../domain/location.ts'
import { Icon } from '../../ui/icons.tsx'
import { formatPhone, telHref } from '../../locale/format.ts'
import './locations.css'
import { useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

export interface EmployeeView {
  id: string
  name: string
  role: string
  phone: string | null
  email: string | null
  photo: { src: string; alt: string } | null
  /** Brands the adviser handles, as names ("Ford, Opel"). */
  brands?: string
  quote?: string | null
}

/**
 * A dealership's adviser as the card shows them: the stock API's employee, the photo decorative
 * (the name beside it says who it is), and the names of the brands they handle.
 */
export function employeeView(employee: Employee, brands: string): EmployeeView {
  return {
    id: employee.id,
    name: employee.name,
    role: employee.role,
    phone: employee.phone,
    email: employee.email,
    photo: { src: employee.photo, alt: '' },
    brands,
  }
}

/** A sales adviser or contact person: photo, name, job, direct line and e-mail. */
export function EmployeeCard({
  employee,
  headingLevel = 3,
  compact = false,
}: {
  employee: EmployeeView
  headingLevel?: 3 | 4
  compact?: boolean
}) {
  const text = useMessages(locationsMessages)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className={compact ? 'employee-card employee-card--compact' : 'employee-card'}>
      {employee.photo && (
        <img
          className="employee-card__photo"
          src={employee.photo.src}
          alt={employee.photo.alt}
          width={compact ? 64 : 160}
          height={compact ? 64 : 160}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="employee-card__body">
        <Heading className="employee-card__name">{employee.name}</Heading>
        <p className="employee-card__role">{employee.role}</p>
        {employee.brands && <p className="employee-card__brands">{employee.brands}</p>}
        {employee.quote && (
          <blockquote className="employee-card__quote">{employee.quote}</blockquote>
        )}
        <ul className="employee-card__links">
          {employee.phone && (
            <li>
              <a
                href={telHref(employee.phone)}
                aria-label={text.call(employee.name, employee.phone)}
              >
                <Icon name="phone" size={16} />
                <span>{formatPhone(employee.phone)}</span>
              </a>
            </li>
          )}
          {employee.email && (
            <li>
              <a href={`mailto:${employee.email}`}>
                <Icon name="mail" size={16} />
                <span>
                  <span className="visually-hidden">
                    {text.writeTo.before}
                    {employee.name}
                    {text.writeTo.after}
                  </span>
                  {employee.email}
                </span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
