import { Link } from '../../../framework/router/link.tsx'
import type { LeaseChoices, LeaseInput, LeaseVehicle } from '../lease-calculator/lease-input.ts'
import type { LeaseFieldName } from './form-body.ts'
import type { LeadSubject } from './lead-schema.ts'
import { useMessages } from '../../locale/messages.ts'
import { leadFormsMessages } from '../../locale/messages/lead-forms.ts'

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

export interface FieldState {
  formId: string
  values: Record<string, string>
  errors: Record<string, string>
  touched: ReadonlySet<string>
  onChange(name: string, value: string, immediate: boolean): void
  onBlur(name: string): void
}

export const errorOf = (state: FieldState, name: string) =>
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
  const text = useMessages(leadFormsMessages).subject
  if (!subject && !error) return null
  return (
    <div className="lead-subject" id={`${formId}-subject`} tabIndex={-1}>
      {subject && (
        <p className="lead-subject__title">
          <span>{text.concerns}</span>
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
  const text = useMessages(leadFormsMessages).subject
  return (
    <div className="lead-field">
      <label htmlFor={id}>{props.required ? text.wanted : text.optional}</label>
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
        <option value="">{props.required ? text.chooseModel : text.noModel}</option>
        {props.groups.map((group) => (
          <optgroup key={group.brand.slug} label={group.brand.name}>
            <option value={group.brand.slug}>{text.brandOnly(group.brand.name)}</option>
            {group.models.map((model) => (
              <option key={model.slug} value={`${group.brand.slug}.${model.slug}`}>
                {`${group.brand.name} ${model.name}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A field's French error, under the field whose `aria-describedby` names `{id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="lead-field__error">
      {error}
    </p>
  )
}
