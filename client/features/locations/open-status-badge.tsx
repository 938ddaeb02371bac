import { useEffect, useState } from 'react'
import type { Closure, Department } from '../../domain/location.ts'
import { type OpenStatus, openStatus } from '../opening-hours/open-status.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { openingHoursMessages } from '../../locale/messages/opening-hours.ts'

/** How often the badge re-reads the clock while the page stays open. */
const REFRESH_MS = 60_000

/**
 * "Ouvert maintenant · Ferme à 18:30" in Europe/Luxembourg time. The first render shows the
 * status the server computed (the same HTML on both sides, so hydration matches); an effect then
 * recomputes it from the visitor's clock, since a cached page can be hours old.
 */
export function OpenStatusBadge({
  department,
  closures,
  initial,
  label,
}: {
  department: Department
  closures: readonly Closure[]
  initial: OpenStatus
  /** The department's name, shown before the status, e.g. "Showroom". */
  label?: string
}) {
  const [status, setStatus] = useState(initial)
  const language = useLanguage()
  const text = useMessages(openingHoursMessages)
  useEffect(() => {
    const refresh = () => setStatus(openStatus(department, closures, new Date(), language))
    refresh()
    const timer = window.setInterval(refresh, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [department, closures, language])
  return (
    <p className={`open-status ${status.open ? 'open-status--open' : 'open-status--closed'}`}>
      <span className="open-status__dot" aria-hidden="true" />
      {label && (
        <span className="open-status__department">
          {label}
          {text.departmentSeparator}
        </span>
      )}
      <strong className="open-status__label">{status.label}</strong>
      <span className="open-status__detail"> · {status.detail}</span>
    </p>
  )
}
