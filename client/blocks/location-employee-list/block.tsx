import type { Employee } from '../../domain/location.ts'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { useMessages } from '../../locale/messages.ts'
import { locationBlocksMessages } from '../../locale/messages/location-blocks.ts'
import { EmployeeCard, employeeView } from '../../features/locations/employee-card.tsx'
import { normalizeSearchText } from '../../features/locations/location-search.ts'
import './location-employee-list.css'

/** Departments read from the job titles, in the order a visitor looks for them. */
// The words are those of the (French) job titles, whatever the page's language.
const departments = [
  { key: 'sales', words: ['chef', 'responsable'] },
  { key: 'afterSales', words: ['apres vente', 'atelier'] },
  { key: 'business', words: ['entreprises', 'flotte', 'location'] },
  { key: 'advice', words: [] },
] as const

type DepartmentKey = (typeof departments)[number]['key']

function departmentOf(employee: Employee): DepartmentKey {
  const role = normalizeSearchText(employee.role)
  const match = departments.find(
    (department) =>
      department.words.length === 0 || department.words.some((word) => role.includes(word))
  )
  return match?.key ?? 'advice'
}

/** Section block: a dealership's staff as a compact list grouped by department. */
export function Block({ block, data }: BlockPropsOf<'location_employee_list'>) {
  const text = useMessages(locationBlocksMessages).employees
  if (!data || !data.employeeBrands || data.location.employees.length === 0) return null
  const employeeBrands = data.employeeBrands
  const groups = departments
    .map((department) => ({
      key: department.key,
      label: text.departments[department.key],
      employees: data.location.employees.filter(
        (employee) => departmentOf(employee) === department.key
      ),
    }))
    .filter((group) => group.employees.length > 0)
  return (
    <Section
      uid={block._uid}
      title={block.title || text.listTitle(data.location.name)}
      className="location-employee-list"
    >
      {groups.map((group) => (
        <div key={group.key} className="location-employee-list__group">
          <h3>{group.label}</h3>
          <ul className="employee-grid employee-grid--list">
            {group.employees.map((employee) => (
              <li key={employee.id}>
                <EmployeeCard
                  compact
                  headingLevel={4}
                  employee={employeeView(employee, employeeBrands[employee.id] ?? '')}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  )
}
