import { annualMileages } from '../../config/lease-config.ts'
import { Link } from '../../../framework/router/link.tsx'
import { quoteFor } from '../lease-calculator/lease-example.ts'
import { maxDeposit, parseLeaseInput } from '../lease-calculator/lease-input.ts'
import type { LeaseFieldName } from './form-body.ts'
import { leaseFieldsLoaded } from './lease-fields-loaded.ts'
import { errorOf, FieldError, type FieldState, type LeaseFormContext } from './subject-fields.tsx'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { leaseCalculatorMessages } from '../../locale/messages/lease-calculator.ts'
import { leaseFieldsMessages } from '../../locale/messages/lease-fields.ts'

/*
 * The lease part of a lead form, with the calculator's formula behind its monthly price: code
 * only a form that carries a lease configuration needs, kept out of every other form's first
 * load (loaded through ./lease-fields-slot.tsx).
 */

function LeaseSelect(
  props: FieldState & {
    name: LeaseFieldName
    label: string
    options: { value: string; label: string }[]
  }
) {
  const id = `${props.formId}-${props.name}`
  const error = errorOf(props, props.name)
  return (
    <div className="lead-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.values[props.name] ?? ''}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(props.name, event.target.value, true)}
        onBlur={() => props.onBlur(props.name)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}

function LeaseAmount(
  props: FieldState & { name: LeaseFieldName; label: string; hint: string; max: number }
) {
  const id = `${props.formId}-${props.name}`
  const error = errorOf(props, props.name)
  return (
    <div className="lead-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        max={props.max}
        step={1}
        autoComplete="off"
        value={props.values[props.name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => props.onChange(props.name, event.target.value, false)}
        onBlur={() => props.onBlur(props.name)}
      />
      <p id={`${id}-hint`} className="lead-field__hint">
        {props.hint}
      </p>
      <FieldError id={id} error={error} />
    </div>
  )
}

/**
 * The lease configuration the visitor brought from a calculator or an offer: duration, mileage,
 * deposit and fee, prefilled and editable, with the monthly price they give. The Worker checks
 * the values and computes the price again; the one shown here is indicative.
 */
export function LeaseFields(props: FieldState & { lease: LeaseFormContext }) {
  const { lease, values } = props
  const input = parseLeaseInput(
    (name) =>
      ({
        vue: values.leaseView,
        couleur: values.leaseColour,
        duree: values.leaseDuration,
        km: values.leaseMileage,
        acompte: values.leaseDeposit,
        frais: values.leaseFee,
      })[name],
    lease.vehicle,
    lease.choices,
    lease.initial
  )
  const calculator = useMessages(leaseCalculatorMessages)
  const text = useMessages(leaseFieldsMessages)
  const format = useFormats()
  const quote = quoteFor(lease.vehicle, lease.choices, input)
  const business = input.view === 'business'
  const basis = business ? calculator.basis.business : calculator.basis.private
  const depositMax = maxDeposit(lease.vehicle, input)
  const mileages = lease.choices.mileages.length > 0 ? lease.choices.mileages : annualMileages
  return (
    <fieldset className="lead-lease" aria-describedby={`${props.formId}-lease-quote`}>
      <legend>
        {text.legend.before}
        {business ? 'business' : 'private'}
        {text.legend.after}
      </legend>
      <p className="lead-field__hint">
        {lease.vehicle.title} {lease.vehicle.trim}
        {text.price}
        {format.price(lease.vehicle.priceInclVat)} {text.colour}{' '}
        {input.colour === 'stock' ? lease.vehicle.colour.paint : text.onOrder}
        {lease.calculatorHref && (
          <>
            {' · '}
            <Link href={lease.calculatorHref}>{text.change}</Link>
          </>
        )}
      </p>
      <input type="hidden" name="leaseView" value={values.leaseView ?? ''} />
      <input type="hidden" name="leaseColour" value={values.leaseColour ?? ''} />
      <div className="lead-lease__fields">
        <LeaseSelect
          {...props}
          name="leaseDuration"
          label={calculator.duration}
          options={lease.choices.durations.map((months) => ({
            value: String(months),
            label: text.months(months),
          }))}
        />
        <LeaseSelect
          {...props}
          name="leaseMileage"
          label={calculator.annualMileage}
          options={mileages.map((km) => ({
            value: String(km),
            label: text.perYear(format.kilometres(km)),
          }))}
        />
        <LeaseAmount
          {...props}
          name="leaseDeposit"
          label={text.deposit(basis)}
          hint={text.range(format.price(depositMax), basis)}
          max={depositMax}
        />
        <LeaseAmount
          {...props}
          name="leaseFee"
          label={text.fee(basis)}
          hint={text.range(format.price(1000), basis)}
          max={1000}
        />
      </div>
      <p className="lead-lease__quote" id={`${props.formId}-lease-quote`} aria-live="polite">
        {text.quote}{' '}
        <strong data-testid="lead-lease-monthly">
          {format.cents(business ? quote.monthlyExclVatCents : quote.monthlyInclVatCents)} {basis}
        </strong>{' '}
        {text.complete}{' '}
        {format.cents(business ? quote.completeExclVatCents : quote.completeInclVatCents)} {basis}
        {text.confirm}
      </p>
    </fieldset>
  )
}

// Whoever imports this module has the fields at hand (embedded forms import it directly).
leaseFieldsLoaded(LeaseFields)
