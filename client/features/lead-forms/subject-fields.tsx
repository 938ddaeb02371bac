import { annualMileages } from '../../config/lease-config.ts'
import { formatCents, formatKilometres, formatPrice } from '../../locale/format.ts'
import { Link } from '../../navigation/link.tsx'
import { quoteFor } from '../lease-calculator/lease-example.ts'
import {
  type LeaseChoices,
  type LeaseInput,
  type LeaseVehicle,
  maxDeposit,
  parseLeaseInput,
} from '../lease-calculator/lease-input.ts'
import type { LeaseFieldName } from './form-body.ts'
import type { LeadSubject } from './lead-schema.ts'

/** A brand and its models, for the "Modèle" field of the test-drive and contact forms. */
export interface ModelChoiceGroup {
  brand: { slug: string; name: string }
  models: { slug: string; name: string }[]
}

/** The "Modèle" field: which models it offers, and whether one must be picked. */
export interface VehicleChoiceProps {
  groups: ModelChoiceGroup[]
  required: boolean
}

/** A lease configuration carried into a form: what it is of, and where to change it further. */
export interface LeaseFormContext {
  vehicle: Pick<LeaseVehicle, 'title' | 'trim' | 'priceInclVat' | 'colour'>
  choices: LeaseChoices
  initial: LeaseInput
  /** The calculator this configuration came from, with it in the query. */
  calculatorHref?: string
}

interface FieldState {
  formId: string
  values: Record<string, string>
  errors: Record<string, string>
  touched: ReadonlySet<string>
  onChange(name: string, value: string, immediate: boolean): void
  onBlur(name: string): void
}

const errorOf = (state: FieldState, name: string) =>
  state.touched.has(name) ? state.errors[name] : undefined

/** The field values a lease configuration starts the form with. */
export function leaseValues(input: LeaseInput): Record<LeaseFieldName, string> {
  return {
    leaseView: input.view,
    leaseColour: input.colour,
    leaseDuration: String(input.durationMonths),
    leaseMileage: String(input.annualMileageKm),
    leaseDeposit: String(input.deposit),
    leaseFee: String(input.establishmentFee),
  }
}

/**
 * What the request is about, shown in the form (a vehicle, model or offer carried by the link
 * the visitor followed), with the place where the Worker's answer about it appears.
 */
export function SubjectBox({
  formId,
  subject,
  error,
}: {
  formId: string
  subject: LeadSubject | undefined
  error: string | undefined
}) {
  if (!subject && !error) return null
  return (
    <div className="lead-subject" id={`${formId}-subject`} tabIndex={-1}>
      {subject && (
        <p className="lead-subject__title">
          <span>Votre demande concerne</span>
          {subject.url ? (
            <Link href={subject.url}>
              <strong>{subject.title ?? subject.id}</strong>
            </Link>
          ) : (
            <strong>{subject.title ?? subject.id}</strong>
          )}
          {subject.price && <span>{subject.price}</span>}
        </p>
      )}
      {error && <p className="lead-field__error">{error}</p>}
    </div>
  )
}

/** The "Modèle" field: a brand's models grouped under it, plus "brand, model to be decided". */
export function VehicleChoiceField(props: FieldState & VehicleChoiceProps) {
  const name = 'vehicleChoice'
  const id = `${props.formId}-${name}`
  const error = errorOf(props, name)
  return (
    <div className="lead-field">
      <label htmlFor={id}>
        {props.required ? 'Modèle souhaité *' : 'Modèle concerné (facultatif)'}
      </label>
      <select
        id={id}
        name={name}
        value={props.values[name] ?? ''}
        autoComplete="off"
        aria-required={props.required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(name, event.target.value, true)}
        onBlur={() => props.onBlur(name)}
      >
        <option value="">
          {props.required ? 'Choisissez un modèle…' : 'Aucun modèle en particulier'}
        </option>
        {props.groups.map((group) => (
          <optgroup key={group.brand.slug} label={group.brand.name}>
            <option value={group.brand.slug}>{`${group.brand.name}, modèle à préciser`}</option>
            {group.models.map((model) => (
              <option key={model.slug} value={`${group.brand.slug}.${model.slug}`}>
                {`${group.brand.name} ${model.name}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

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
      {error && (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      )}
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
      {error && (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      )}
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
  const quote = quoteFor(lease.vehicle, lease.choices, input)
  const business = input.view === 'business'
  const basis = business ? 'HTVA' : 'TVAC'
  const depositMax = maxDeposit(lease.vehicle, input)
  const mileages = lease.choices.mileages.length > 0 ? lease.choices.mileages : annualMileages
  return (
    <fieldset className="lead-lease" aria-describedby={`${props.formId}-lease-quote`}>
      <legend>Votre configuration de {business ? 'business' : 'private'} lease</legend>
      <p className="lead-field__hint">
        {lease.vehicle.title} {lease.vehicle.trim} · prix {formatPrice(lease.vehicle.priceInclVat)}{' '}
        TVAC · couleur{' '}
        {input.colour === 'stock' ? lease.vehicle.colour.paint : 'sur commande (voir calculateur)'}
        {lease.calculatorHref && (
          <>
            {' · '}
            <Link href={lease.calculatorHref}>modifier dans le calculateur</Link>
          </>
        )}
      </p>
      <input type="hidden" name="leaseView" value={values.leaseView ?? ''} />
      <input type="hidden" name="leaseColour" value={values.leaseColour ?? ''} />
      <div className="lead-lease__fields">
        <LeaseSelect
          {...props}
          name="leaseDuration"
          label="Durée du contrat"
          options={lease.choices.durations.map((months) => ({
            value: String(months),
            label: `${months} mois`,
          }))}
        />
        <LeaseSelect
          {...props}
          name="leaseMileage"
          label="Kilométrage annuel"
          options={mileages.map((km) => ({
            value: String(km),
            label: `${formatKilometres(km)} par an`,
          }))}
        />
        <LeaseAmount
          {...props}
          name="leaseDeposit"
          label={`Acompte (${basis}, en euros)`}
          hint={`De 0 à ${formatPrice(depositMax)} ${basis}.`}
          max={depositMax}
        />
        <LeaseAmount
          {...props}
          name="leaseFee"
          label={`Frais de dossier (${basis}, en euros)`}
          hint={`De 0 à ${formatPrice(1000)} ${basis}.`}
          max={1000}
        />
      </div>
      <p className="lead-lease__quote" id={`${props.formId}-lease-quote`} aria-live="polite">
        Mensualité indicative :{' '}
        <strong data-testid="lead-lease-monthly">
          {formatCents(business ? quote.monthlyExclVatCents : quote.monthlyInclVatCents)} {basis}
        </strong>{' '}
        par mois, prix complet du contrat{' '}
        {formatCents(business ? quote.completeExclVatCents : quote.completeInclVatCents)} {basis}.
        Votre conseiller vous confirme l’offre.
      </p>
    </fieldset>
  )
}
