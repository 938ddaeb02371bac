import { Button } from '../../ui/button.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { alertsMessages } from '../../locale/messages/alerts.ts'

/** The Worker's alert endpoint (worker/alerts/alert-routes.ts), as lead forms name /api/leads. */
const ACTION = '/api/alerts'

export type AlertSubject =
  { kind: 'search'; search: string } | { kind: 'vehicle'; vehicleId: number }

/**
 * "Créer une alerte" (a saved search) or "Suivre ce véhicule" (its price): a disclosure with a
 * plain form POST, so it needs no script at all and adds none to the page (docs/decisions/0060).
 * The Worker answers with a page that says a confirmation mail was sent (double opt-in).
 * `formId` lets a link elsewhere on the page lead to the form (and the browser open it).
 *
 * Its style sheet (alert-form.css) is imported by the pages that show it: the form must look
 * right before its code arrives, and without JavaScript. Pages load it as a lazy slot of their own (`lazySlot`: the overview's in stock-slots.tsx, the
 * vehicle page's in its module), so its code and text are out of their first load.
 */
export function AlertForm({ subject, formId }: { subject: AlertSubject; formId?: string }) {
  const text = useMessages(alertsMessages)
  const language = useLanguage()
  const id = subject.kind === 'search' ? 'alerte' : 'suivre'
  const own = subject.kind === 'search' ? text.search : text.vehicle
  return (
    <details className="alert-form" id={id}>
      <summary className="alert-form__summary">{own.open}</summary>
      <form className="alert-form__form" method="post" action={ACTION} id={formId}>
        <p className="alert-form__intro">{own.intro}</p>
        <input type="hidden" name="kind" value={subject.kind} />
        <input type="hidden" name="language" value={language} />
        {subject.kind === 'search' ? (
          <input type="hidden" name="search" value={subject.search} />
        ) : (
          <input type="hidden" name="vehicleId" value={subject.vehicleId} />
        )}
        <div className="alert-form__field">
          <label htmlFor={`${id}-email`}>{text.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
          />
        </div>
        {subject.kind === 'search' && (
          <fieldset className="alert-form__field">
            <legend>{text.frequency}</legend>
            {(['immediate', 'daily', 'weekly'] as const).map((frequency) => (
              <label key={frequency} className="alert-form__choice">
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  defaultChecked={frequency === 'daily'}
                />
                {text.frequencies[frequency]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="alert-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{text.honeypot}</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <Button type="submit" label={own.submit} icon={false} />
        <p className="alert-form__privacy">{text.privacy}</p>
      </form>
    </details>
  )
}
