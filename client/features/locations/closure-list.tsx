import type { Closure } from '../../domain/location.ts'
import { formatFrenchDate } from '../opening-hours/format-french-date.ts'
import { useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

/** The next days the dealership stays closed (public holidays, inventory day). */
export function ClosureList({ closures, max = 4 }: { closures: readonly Closure[]; max?: number }) {
  const text = useMessages(locationsMessages)
  const next = closures.slice(0, max)
  if (next.length === 0) return null
  return (
    <div className="closure-list">
      <h3>{text.closures}</h3>
      <ul>
        {next.map((closure) => (
          <li key={closure.date}>
            <time dateTime={closure.date}>{formatFrenchDate(closure.date)}</time>
            {text.closureSeparator}
            {closure.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
