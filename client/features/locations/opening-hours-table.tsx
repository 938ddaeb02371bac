import { useSyncExternalStore } from 'react'
import type { Department, Weekday } from '../../domain/location.ts'
import { weekdayOf } from '../opening-hours/calendar-date.ts'
import { formatWeek } from '../opening-hours/format-week.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'
import { useLanguage } from '../../locale/messages.ts'

const subscribeNever = () => () => {}
const todayInLuxembourg = (): Weekday => weekdayOf(luxembourgWallClockAt(Date.now()).date)

/**
 * A department's week, Monday to Sunday. Today's row is marked after hydration only: the server
 * cannot know the visitor's day when the page comes from a cache.
 */
export function OpeningHoursTable({ department }: { department: Department }) {
  const today = useSyncExternalStore<Weekday | null>(subscribeNever, todayInLuxembourg, () => null)
  const language = useLanguage()
  return (
    <table className="opening-hours">
      <caption>{department.label}</caption>
      <tbody>
        {formatWeek(department, language).map((row) => (
          <tr
            key={row.weekday}
            className={row.weekday === today ? 'opening-hours__today' : undefined}
            aria-current={row.weekday === today ? 'date' : undefined}
          >
            <th scope="row">{row.day}</th>
            <td className={row.open ? undefined : 'opening-hours__closed'}>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
