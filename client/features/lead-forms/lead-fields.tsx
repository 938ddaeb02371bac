import type { ReactNode } from 'react'
import type { Dealership } from './dealerships.ts'
import {
  appointmentDepartment,
  type LeadFieldName,
  type LeadKind,
  optionalFields,
} from './lead-kinds.ts'
import { civilityValues, locationOptions, type Option, seasonValues } from './lead-options.ts'
import type { TradeInChoices } from '../trade-in/trade-in-choices.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { leadFormsMessages } from '../../locale/messages/lead-forms.ts'
import { bookingDateBounds, slotsOn, weeklySlotChoices } from './slots.ts'
import { pageHref } from '../../routes/href.ts'

export interface FieldProps {
  formId: string
  kind: LeadKind
  name: LeadFieldName
  values: Record<string, string>
  error: string | undefined
  /** Today on the visitor's clock; null while rendering on the server (no clock there). */
  now: Date | null
  onChange(name: string, value: string, immediate: boolean): void
  onBlur(name: string): void
  /** The trade-in fields' choices (given by the forms that may be of kind `trade-in`). */
  tradeInChoices?: TradeInChoices
  /** The dealerships to choose from, with their hours (the stock API's locations). */
  dealerships: readonly Dealership[]
}

const autoComplete: Partial<Record<LeadFieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`

function timeChoices(props: FieldProps): string[] {
  const slug = props.values.location ?? ''
  const key = appointmentDepartment(props.kind)
  const dealership = props.dealerships.find((each) => each.slug === slug)
  // No dealership chosen yet (and, without JavaScript, none before the form is sent): every
  // half hour some dealership opens; the Worker checks the slot against the one chosen.
  if (!dealership) {
    const all = new Set(props.dealerships.flatMap((each) => weeklySlotChoices(each[key])))
    return [...all].sort()
  }
  const date = props.values.date ?? ''
  if (props.now && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return slotsOn(dealership, key, date, props.now)
  }
  return weeklySlotChoices(dealership[key])
}

function Select(
  props: FieldProps & {
    id: string
    describedBy: string | undefined
    options: Option[]
    placeholder: string
  }
) {
  const { id, name, values, error, describedBy } = props
  return (
    <select
      id={id}
      name={name}
      value={values[name] ?? ''}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required="true"
      onChange={(event) => props.onChange(name, event.target.value, true)}
      onBlur={() => props.onBlur(name)}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

/** One field of a lead form with its label, hint and error (in the page's language), wired for screen readers. */
export function LeadField(props: FieldProps) {
  const { formId, name, values, error } = props
  const text = useMessages(leadFormsMessages)
  const { labels, hints } = text
  const language = useLanguage()
  const id = fieldId(formId, name)
  const errorId = `${id}-error`
  const hintId = hints[name] ? `${id}-hint` : undefined
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
  const required =
    !optionalFields.has(name) &&
    !(name === 'message' && !['contact', 'model-contact'].includes(props.kind))
  const label = `${labels[name]}${required && name !== 'consent' ? ' *' : ''}`
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
    onBlur: () => props.onBlur(name),
  }
  const feedback = (
    <>
      {hintId && (
        <p id={hintId} className="lead-field__hint">
          {hints[name]}
        </p>
      )}
      {error && (
        <p id={errorId} className="lead-field__error">
          {error}
        </p>
      )}
    </>
  )
  let control: ReactNode
  if (name === 'civility') {
    return (
      <fieldset className="lead-field lead-field--choices" aria-describedby={describedBy}>
        <legend>{label}</legend>
        {civilityValues
          .map((value) => ({ value, label: text.civility[value] }))
          .map((option) => (
            <label key={option.value} className="lead-field__choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={values[name] === option.value}
                aria-invalid={error ? true : undefined}
                onChange={() => props.onChange(name, option.value, true)}
                onBlur={() => props.onBlur(name)}
              />
              {option.label}
            </label>
          ))}
        {feedback}
      </fieldset>
    )
  }
  if (name === 'consent' || name === 'newsletter') {
    return (
      <div className="lead-field lead-field--checkbox">
        <input
          {...common}
          type="checkbox"
          checked={values[name] === 'on'}
          onChange={(event) => props.onChange(name, event.target.checked ? 'on' : '', true)}
        />
        <label htmlFor={id}>
          {labels[name]}
          {name === 'consent' && (
            <>
              {' '}
              (<a href={pageHref('privacy', language)}>{text.privacyLink}</a>) *
            </>
          )}
        </label>
        {feedback}
      </div>
    )
  }
  const options: Partial<Record<LeadFieldName, Option[]>> = {
    location: locationOptions(props.dealerships),
    season: seasonValues.map((value) => ({ value, label: text.season[value] })),
    tradeFuel: props.tradeInChoices?.tradeFuel ?? [],
    tradeCondition: props.tradeInChoices?.tradeCondition ?? [],
    time: timeChoices(props).map((time) => ({ value: time, label: text.time(time) })),
  }
  const choices = options[name]
  if (choices) {
    control = (
      <Select
        {...props}
        id={id}
        describedBy={describedBy}
        options={choices}
        placeholder={text.choose}
      />
    )
  } else if (name === 'message') {
    control = (
      <textarea
        {...common}
        rows={5}
        maxLength={2000}
        value={values[name] ?? ''}
        onChange={(event) => props.onChange(name, event.target.value, false)}
      />
    )
  } else {
    const bounds = props.now ? bookingDateBounds(props.now) : undefined
    control = (
      <input
        {...common}
        type={
          name === 'email' ? 'email' : name === 'phone' ? 'tel' : name === 'date' ? 'date' : 'text'
        }
        inputMode={name === 'tradeYear' || name === 'tradeMileage' ? 'numeric' : undefined}
        autoComplete={autoComplete[name]}
        min={name === 'date' ? bounds?.min : undefined}
        max={name === 'date' ? bounds?.max : undefined}
        value={values[name] ?? ''}
        onChange={(event) => props.onChange(name, event.target.value, name === 'date')}
      />
    )
  }
  return (
    <div className="lead-field">
      <label htmlFor={id}>{label}</label>
      {control}
      {feedback}
    </div>
  )
}
