import type { BlockProps } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import { EmployeeCard } from '../../features/locations/employee-card.tsx'
import type { EmployeesBlock } from './schema.ts'

/** Section block: a hand-picked list of people (management, portraits, contact persons). */
export function Block({ block }: BlockProps<EmployeesBlock, undefined>) {
  const list = block.layout === 'list'
  return (
    <Section uid={block._uid} title={block.title} intro={block.intro} className="employees-block">
      <ul className={list ? 'employee-grid employee-grid--list' : 'employee-grid'}>
        {block.employees.map((employee) => (
          <li key={employee._uid}>
            <EmployeeCard
              compact={list}
              employee={{
                id: employee._uid,
                name: employee.name,
                role: employee.job_title,
                phone: employee.phone || null,
                email: employee.email,
                // The name is printed beside the photo: an empty alt avoids reading it twice.
                photo: employee.photo ? { src: employee.photo.src, alt: '' } : null,
                quote: employee.quote || null,
              }}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
