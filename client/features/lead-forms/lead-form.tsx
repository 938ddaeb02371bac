import { groupContact } from '#deployment/group-contact'
import { type FormEvent, lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import { Button } from '../../ui/button.tsx'
import type { Dealership } from './dealerships.ts'
import { fieldId, LeadField } from './lead-fields.tsx'
import { type LeadKind, leadFields } from './lead-kinds.ts'
import { useMessages } from '../../locale/messages.ts'
import { leadFormsMessages } from '../../locale/messages/lead-forms.ts'
import type { LeadSubject } from './lead-schema.ts'
import { leaseFieldNames } from './form-body.ts'
import { LeaseFieldsSlot } from './lease-fields-slot.tsx'
import {
  type LeaseFormContext,
  SubjectBox,
  type VehicleChoiceProps,
  VehicleChoiceField,
  leaseValues,
} from './subject-fields.tsx'
import { utmKeys } from './utm.ts'
import { TURNSTILE_META } from './turnstile-meta.ts'
import { useLeadForm, type Values } from './use-lead-form.ts'
import './lead-form.css'
import { formatPhone, telHref } from '../../locale/format.ts'
import type { TradeInChoices } from '../trade-in/trade-in-choices.ts'

/** The state the Worker keeps for a refused no-JavaScript submit (worker/leads/form-state.ts). */
export interface LeadFormServerState {
  formId: string
  values: Record<string, string | boolean>
  errors: Record<string, string>
  notice?: string
}

export interface LeadFormProps {
  kind: LeadKind
  /** Unique on the page: the anchor the no-JavaScript answer returns to. */
  formId: string
  /** The page's path: the no-JavaScript answer comes back to it. */
  pageUrl: string
  subject?: LeadSubject
  /** The dealership the form starts on (a dealership page's link), when it is one of `dealerships`. */
  locationSlug?: string
  /**
   * The dealerships to choose from, with their hours: the stock API's locations, sent by the
   * page's loader (docs/decisions/0054). Empty while the stock API is down with no copy kept.
   */
  dealerships: readonly Dealership[]
  /** The indicative trade-in offer shown next to the form, in euros. */
  tradeOffer?: number
  serverState?: LeadFormServerState | null
  /** The page was reached after a successful no-JavaScript submit. */
  sent?: boolean
  /** Show the subject inside the form (an embedded form reached with a subject in its link). */
  subjectBox?: boolean
  /** The "Modèle" field of the test-drive and contact forms, and its prefilled value. */
  vehicleChoice?: VehicleChoiceProps & { initial?: string }
  /** The lease configuration carried from a calculator or an offer. */
  lease?: LeaseFormContext
  /** A French notice about what the link asked for (an offer or model no longer offered). */
  notice?: string
  /** The choices of the trade-in fields, for a form of kind `trade-in` (`useTradeInChoices`). */
  tradeInChoices?: TradeInChoices
}

// Turnstile's field, and the code behind it, load only where the document has a site key
// (docs/decisions/0041): without one, a form page's first load carries none of it.
const TurnstileField = lazy(() => import('./turnstile-field.tsx'))
const hasTurnstile = () => document.querySelector(`meta[name="${TURNSTILE_META}"]`) !== null

const currentMinute = () => Math.floor(Date.now() / 60_000)
function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, 60_000)
  return () => clearInterval(timer)
}

/** Values the page sets and a kept no-JavaScript answer never overrides (the page's subject). */
const pageOwned = new Set([
  'kind',
  'formId',
  'pageUrl',
  'subjectType',
  'subjectId',
  'subjectTitle',
  'subjectPrice',
  'tradeOffer',
])

function initialValues(props: LeadFormProps): Values {
  const values: Values = { kind: props.kind, formId: props.formId, pageUrl: props.pageUrl }
  if (props.subject) {
    values.subjectType = props.subject.type
    values.subjectId = props.subject.id
    if (props.subject.title) values.subjectTitle = props.subject.title
    if (props.subject.price) values.subjectPrice = props.subject.price
  }
  if (props.tradeOffer !== undefined) values.tradeOffer = String(props.tradeOffer)
  if (props.locationSlug) values.location = props.locationSlug
  if (props.vehicleChoice?.initial) values.vehicleChoice = props.vehicleChoice.initial
  if (props.lease) Object.assign(values, leaseValues(props.lease.initial))
  // After a refused no-JavaScript submit, what the visitor typed or picked comes back.
  const kept = props.serverState?.formId === props.formId ? props.serverState.values : {}
  for (const [name, value] of Object.entries(kept)) {
    if (typeof value === 'string' && !pageOwned.has(name)) values[name] = value
  }
  return values
}

const hiddenNames = [
  'kind',
  'formId',
  'pageUrl',
  'subjectType',
  'subjectId',
  'subjectTitle',
  'subjectPrice',
  'tradeOffer',
  ...utmKeys,
]

/**
 * A lead form of any kind, driven by its field list and the shared schema. Without JavaScript it
 * is a plain POST to /api/leads that the Worker answers with a redirect back to the page.
 */
export function LeadForm(props: LeadFormProps) {
  const { kind, formId } = props
  const text = useMessages(leadFormsMessages)
  const ownState = props.serverState?.formId === formId ? props.serverState : null
  const extraFields = [
    ...(props.subject || ownState?.errors.subject ? ['subject'] : []),
    ...(props.vehicleChoice ? ['vehicleChoice'] : []),
    ...(props.lease ? leaseFieldNames : []),
  ]
  const form = useLeadForm({
    formId,
    kind,
    initialValues: initialValues(props),
    initialErrors: ownState?.errors ?? {},
    extraFields,
    dealerships: props.dealerships,
  })
  const fieldState = {
    formId,
    values: form.values,
    errors: form.errors,
    touched: form.touched,
    onChange: form.change,
    onBlur: form.blur,
  }
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => 0)
  // No clock on the server: slots and date bounds appear once the browser has taken over.
  const now = minute === 0 ? null : new Date(minute * 60_000)
  const summary = useRef<HTMLDivElement>(null)
  const sentBox = useRef<HTMLDivElement>(null)
  const { values, change } = form

  const errorEntries = Object.entries(form.errors).filter(([, message]) => message)
  useEffect(() => {
    if (form.summaryShown && errorEntries.length > 0) summary.current?.focus()
  }, [form.summaryShown, form.errors, errorEntries.length])
  useEffect(() => {
    if (form.status === 'sent') sentBox.current?.focus()
  }, [form.status])

  if (form.status === 'sent' || props.sent) {
    return (
      <div id={formId} ref={sentBox} className="lead-form__sent" role="status" tabIndex={-1}>
        <p>{text.confirmations[kind]}</p>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.submit()
  }
  const result = form.result
  // The Worker's 503 names the dealership from its locations data; when no answer came at all,
  // the group's contact of the deployment (docs/decisions/0054).
  const contact = (result?.kind === 'unavailable' ? result.contact : undefined) ?? groupContact
  const notice =
    result?.kind === 'refused' || result?.kind === 'unavailable'
      ? result.message
      : (ownState?.notice ?? props.notice ?? null)

  return (
    <form
      id={formId}
      className="lead-form"
      method="post"
      action="/api/leads"
      noValidate
      onSubmit={onSubmit}
    >
      {notice && (
        <div className="lead-form__notice" role="alert">
          <p>{notice}</p>
          {result?.kind === 'unavailable' && (
            <p>
              <a href={telHref(contact.phone)}>{formatPhone(contact.phone)}</a>
              {' · '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
        </div>
      )}
      {form.status === 'retrying' && (
        <p className="lead-form__notice" role="status">
          {text.form.retrying}
        </p>
      )}
      {form.summaryShown && errorEntries.length > 0 && (
        <div ref={summary} className="lead-form__summary" role="alert" tabIndex={-1}>
          <p>
            {text.form.fix} {text.form.errors(errorEntries.length)}
            {text.form.beforeColon}
            {text.form.colon}
          </p>
          <ul>
            {errorEntries.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(formId, name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="lead-form__legend">{text.form.legend}</p>
      {(props.subjectBox || (form.touched.has('subject') && form.errors.subject)) && (
        <SubjectBox
          formId={formId}
          subject={props.subjectBox ? props.subject : undefined}
          error={form.touched.has('subject') ? form.errors.subject : undefined}
        />
      )}
      {props.vehicleChoice && <VehicleChoiceField {...fieldState} {...props.vehicleChoice} />}
      {props.lease && <LeaseFieldsSlot {...fieldState} lease={props.lease} />}
      {leadFields[kind].map((name) => (
        <LeadField
          key={name}
          formId={formId}
          kind={kind}
          name={name}
          values={values}
          error={form.touched.has(name) ? form.errors[name] : undefined}
          now={now}
          onChange={change}
          onBlur={form.blur}
          tradeInChoices={props.tradeInChoices}
          dealerships={props.dealerships}
        />
      ))}
      {hiddenNames.map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null
      )}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{text.form.trap}</label>
        <input
          id={`${formId}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Like the slots, only once the browser has taken over (`now`): never in the server's HTML. */}
      {now && hasTurnstile() && (
        <Suspense fallback={null}>
          <TurnstileField
            action={kind}
            onToken={(token) => change('turnstileToken', token, false)}
            resetOn={result}
          />
        </Suspense>
      )}
      <Button
        type="submit"
        label={form.status === 'sending' ? text.form.sending : text.form.send}
        disabled={form.status === 'sending'}
        icon="arrow-up-right"
      />
    </form>
  )
}
