import type { Closure } from '../../domain/location.ts'
import { formatLongDate } from '../opening-hours/format-long-date.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

/** The next days the dealership stays closed (public holidays, inventory day). */
export function ClosureList({ closures, max = 4 }: { closures: readonly Closure[]; max?: number }) {
  const text = useMessages(locationsMessages)
  const language = useLanguage()
  const next = closures.slice(0, max)
  if (next.length === 0) return null
  return (
    <div className="closure-list">
      <h3>{text.closures}</h3>
      <ul>
        {next.map((closure) => (
          <li key={closure.date}>
            <time dateTime={closure.date}>{formatLongDate(closure.date, language)}</time>
            {text.closureSeparator}
            {closure.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
