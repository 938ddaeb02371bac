import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { useMessages } from '../../locale/messages.ts'
import { locationBlocksMessages } from '../../locale/messages/location-blocks.ts'
import { EmployeeCard, employeeView } from '../../features/locations/employee-card.tsx'
import { normalizeSearchText } from '../../features/locations/location-search.ts'

/** Section block: a dealership's sales advisers as photo cards (hidden by the site configuration). */
export function Block({ block, data }: BlockPropsOf<'location_employee_cards'>) {
  const text = useMessages(locationBlocksMessages).employees
  if (!data || !data.employeeBrands) return null
  const employeeBrands = data.employeeBrands
  // An editor may narrow the cards to a department by a word of the job titles ("utilitaires").
  const department = normalizeSearchText(block.department)
  const employees = data.location.employees.filter(
    (employee) => department === '' || normalizeSearchText(employee.role).includes(department)
  )
  if (employees.length === 0) return null
  return (
    <Section
      uid={block._uid}
      title={block.title || text.cardsTitle}
      className="location-employee-cards"
    >
      <ul className="employee-grid">
        {employees.map((employee) => (
          <li key={employee.id}>
            <EmployeeCard employee={employeeView(employee, employeeBrands[employee.id] ?? '')} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
