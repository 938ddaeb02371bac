import { leaseInputBounds } from '../../client/config/lease-config.ts'
import { formatsFor } from '../../client/locale/format.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { leadValidationMessages } from '../../client/locale/messages/lead-validation.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import type { LeaseFieldName } from '../../client/features/lead-forms/form-body.ts'
import type { LeaseRequest } from '../../client/features/lead-forms/lead-schema.ts'
import { quoteFor } from '../../client/features/lease-calculator/lease-example.ts'
import type { LeaseQuote } from '../../client/features/lease-calculator/lease-formula.ts'
import {
  type LeaseChoices,
  type LeaseInput,
  type LeaseVehicle,
  colourOptions,
  maxDeposit,
} from '../../client/features/lease-calculator/lease-input.ts'

export type LeaseRequestErrors = Partial<Record<LeaseFieldName, string>>

/** "24, 36, 48 ou 60", with the page language's last joiner. */
function list(values: readonly string[], or: string): string {
  return values.length < 2
    ? (values[0] ?? '')
    : `${values.slice(0, -1).join(', ')} ${or} ${values.at(-1) ?? ''}`
}

/** A whole number of euros or kilometres as a visitor may type it ("3 000", "3000"), or null. */
function whole(value: string | number): number | null {
  const text = String(value).replace(/[\s\u202f\u00a0]/g, '')
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

/**
 * A lease request checked as it was sent: unlike the calculator's query (snapped and clamped,
 * lease-input.ts), a request never changes silently. Each value must be one the vehicle or offer
 * offers; otherwise the visitor reads which field to correct, in their language, next to it.
 */
export function checkLeaseRequest(
  request: LeaseRequest,
  vehicle: Pick<LeaseVehicle, 'priceInclVat' | 'colour'>,
  choices: LeaseChoices,
  language: Language
): { ok: true; input: LeaseInput; quote: LeaseQuote } | { ok: false; errors: LeaseRequestErrors } {
  const format = formatsFor(language)
  const text = messagesOf(leadValidationMessages, language).lease
  const vat = messagesOf(vehicleVocabularyMessages, language).vat
  const errors: LeaseRequestErrors = {}
  const view = choices.views.find((candidate) => candidate === request.view)
  if (!view) errors.leaseView = text.view
  const colour = colourOptions(vehicle, choices).find((option) => option.code === request.colour)
  if (!colour) errors.leaseColour = text.colour
  const duration = choices.durations.find((value) => value === whole(request.durationMonths))
  if (!duration) {
    errors.leaseDuration = text.duration(list(choices.durations.map(String), text.or))
  }
  const mileage = choices.mileages.find((value) => value === whole(request.annualMileageKm))
  if (!mileage) {
    errors.leaseMileage = text.mileage(
      list(
        choices.mileages.map((km) => format.kilometres(km)),
        text.or
      )
    )
  }
  const { min, max } = leaseInputBounds.establishmentFee
  const fee = whole(request.establishmentFee)
  if (fee === null || fee < min || fee > max) {
    errors.leaseFee = text.fee(format.price(min), format.price(max))
  }
  const deposit = whole(request.deposit)
  if (view && duration && mileage) {
    const depositMax = maxDeposit(vehicle, {
      view,
      durationMonths: duration,
      annualMileageKm: mileage,
    })
    if (deposit === null || deposit > depositMax) {
      errors.leaseDeposit = text.deposit(
        format.price(0),
        format.price(depositMax),
        vat[view === 'business' ? 'exclVat' : 'inclVat']
      )
    }
  } else if (deposit === null) {
    errors.leaseDeposit = text.depositFormat
  }
  if (
    !view ||
    !colour ||
    !duration ||
    !mileage ||
    fee === null ||
    deposit === null ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, errors }
  }
  const input: LeaseInput = {
    view,
    colour: colour.code,
    durationMonths: duration,
    annualMileageKm: mileage,
    deposit,
    establishmentFee: fee,
  }
  return { ok: true, input, quote: quoteFor(vehicle, choices, input) }
}
