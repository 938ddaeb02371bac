import type { Formats } from '../../locale/format.ts'
import { type LeaseQuote, leaseQuote } from './lease-formula.ts'
import {
  type LeaseChoices,
  type LeaseInput,
  type LeaseVehicle,
  colourOptions,
} from './lease-input.ts'
import type leaseText from '../../locale/messages/fr/lease-calculator.ts'

/** The quote of a vehicle for an input: the colour's surcharge joins the vehicle price. */
export function quoteFor(
  vehicle: Pick<LeaseVehicle, 'priceInclVat' | 'colour'>,
  choices: Pick<LeaseChoices, 'orderColours'>,
  input: LeaseInput
): LeaseQuote {
  const colour = colourOptions(vehicle, choices).find((option) => option.code === input.colour)
  return leaseQuote({
    priceInclVat: vehicle.priceInclVat,
    paintSurchargeExclVat: colour?.surchargeExclVat ?? 0,
    durationMonths: input.durationMonths,
    annualMileageKm: input.annualMileageKm,
    deposit: input.deposit,
    establishmentFee: input.establishmentFee,
    view: input.view,
  })
}

/** The lease calculator's text in one language (the lease-calculator catalogue). */
export type LeaseText = typeof leaseText

/** An amount of the quote in the view's basis, with its basis: "412,50 € TVAC". */
export function inBasis(
  input: Pick<LeaseInput, 'view'>,
  exclCents: number,
  inclCents: number,
  text: LeaseText,
  format: Formats
) {
  return input.view === 'business'
    ? `${format.cents(exclCents)} ${text.basis.business}`
    : `${format.cents(inclCents)} ${text.basis.private}`
}

/**
 * The representative example printed under the price, written from the very numbers the visitor
 * sees (as EU consumer-credit advertising requires), in the view's basis.
 */
export function representativeExample(
  title: string,
  input: LeaseInput,
  quote: LeaseQuote,
  text: LeaseText,
  format: Formats
): string {
  const money = (excl: number, incl: number) => inBasis(input, excl, incl, text, format)
  const example = text.example
  return [
    example.intro(input.view === 'business' ? 'business' : 'private', title),
    example.vehiclePrice(money(quote.vehicleExclVatCents, quote.vehicleInclVatCents)),
    example.deposit(money(quote.depositExclVatCents, quote.depositInclVatCents)),
    example.fee(money(quote.feeExclVatCents, quote.feeInclVatCents)),
    example.monthly(
      input.durationMonths,
      money(quote.monthlyExclVatCents, quote.monthlyInclVatCents)
    ),
    example.mileage(format.kilometres(input.annualMileageKm)),
    example.total(money(quote.completeExclVatCents, quote.completeInclVatCents)),
    example.rate(format.percent(quote.annualRate)),
    example.residual(format.percent(quote.residualShare), format.cents(quote.residualExclVatCents)),
    example.services(format.cents(quote.servicesExclVatCents)),
    example.vat,
  ].join(' ')
}
