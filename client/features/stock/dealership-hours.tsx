import { useEffect, useState } from 'react'
import { track } from '../analytics/events.ts'
import type { Closure, Department } from '../../domain/location.ts'
import type { WeekRow } from '../opening-hours/format-week.ts'
import type { OpenStatus } from '../opening-hours/open-status.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { vehicleDetailMessages } from '../../locale/messages/vehicle-detail.ts'

const MINUTE = 60_000

/**
 * The showroom's week (rows computed on the server with `formatWeek`) and, in the browser only,
 * whether it is open right now: a status rendered on the server would be wrong once the page is
 * cached. The status code is loaded after hydration because the opening-hours modules pull the
 * zod-built location vocabulary, which stays out of the first-load bundle.
 */
export function DealershipHours({
  department,
  closures,
  week,
  locationSlug,
  vehicleId,
}: {
  department: Department
  closures: Closure[]
  week: WeekRow[]
  /** Analytics ids: opening the hours fires `click_vehicle_show_openinghours`. */
  locationSlug: string
  vehicleId: number
}) {
  const text = useMessages(vehicleDetailMessages)
  const language = useLanguage()
  const [status, setStatus] = useState<OpenStatus | null>(null)
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setInterval> | undefined
    void import('../opening-hours/open-status.ts').then(({ openStatus }) => {
      const update = () => {
        if (live) setStatus(openStatus(department, closures, new Date(), language))
      }
      update()
      timer = setInterval(update, MINUTE)
    })
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [department, closures, language])

  return (
    <div className="dealership-hours">
      <p className="dealership-hours__status" aria-live="polite">
        {status && (
          <>
            <strong
              className={`dealership-hours__badge dealership-hours__badge--${status.open ? 'open' : 'closed'}`}
            >
              {status.label}
            </strong>{' '}
            {status.detail}
          </>
        )}
      </p>
      <details
        className="dealership-hours__details"
        onToggle={(event) => {
          if (event.currentTarget.open) {
            track('click_vehicle_show_openinghours', {
              location: { id: locationSlug },
              vehicle: { id: vehicleId },
            })
          }
        }}
      >
        <summary>{text.hours.show}</summary>
        <table className="dealership-hours__table">
          <caption>
            {department.label}
            {text.hours.caption}
          </caption>
          <tbody>
            {week.map((row) => (
              <tr key={row.weekday}>
                <th scope="row">{row.day}</th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
