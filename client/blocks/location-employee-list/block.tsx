import type { Employee } from '../../domain/location.ts'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { EmployeeCard } from '../../features/locations/employee-card.tsx'
import { normalizeSearchText } from '../../features/locations/location-search.ts'
import './location-employee-list.css'

/** Departments read from the job titles, in the order a visitor looks for them. */
const departments = [
  { label: 'Direction des ventes', words: ['chef', 'responsable'] },
  { label: 'Service après-vente', words: ['apres vente', 'atelier'] },
  { label: 'Entreprises, flottes et location', words: ['entreprises', 'flotte', 'location'] },
  { label: 'Conseil et vente', words: [] },
] as const

function departmentOf(employee: Employee): string {
  const role = normalizeSearchText(employee.role)
  const match = departments.find(
    (department) =>
      department.words.length === 0 || department.words.some((word) => role.includes(word))
  )
  return match?.label ?? 'Conseil et vente'
}

/** Section block: a dealership's staff as a compact list grouped by department. */
export function Block({ block, data }: BlockPropsOf<'location_employee_list'>) {
  if (!data || !data.employeeBrands || data.location.employees.length === 0) return null
  const employeeBrands = data.employeeBrands
  const groups = departments
    .map((department) => ({
      label: department.label,
      employees: data.location.employees.filter(
        (employee) => departmentOf(employee) === department.label
      ),
    }))
    .filter((group) => group.employees.length > 0)
  return (
    <Section
      uid={block._uid}
      title={block.title || `L’équipe de ${data.location.name}`}
      className="location-employee-list"
    >
      {groups.map((group) => (
        <div key={group.label} className="location-employee-list__group">
          <h3>{group.label}</h3>
          <ul className="employee-grid employee-grid--list">
            {group.employees.map((employee) => (
              <li key={employee.id}>
                <EmployeeCard
                  compact
                  headingLevel={4}
                  employee={{
                    id: employee.id,
                    name: employee.name,
                    role: employee.role,
                    phone: employee.phone,
                    email: employee.email,
                    photo: { src: employee.photo, alt: '' },
                    brands: employeeBrands[employee.id] ?? '',
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  )
}
