import {
  type AnnualMileage,
  type LeaseDuration,
  VAT_RATE,
  annualRateByDuration,
  residualValueTable,
  servicesPerMonth,
} from '../../config/lease-config.ts'

export type LeaseView = 'private' | 'business'

export interface LeaseFormulaInput {
  /** Vehicle price as the stock gives it: VAT included, whole euros. */
  priceInclVat: number
  /** Paint surcharge of the chosen colour, VAT excluded, whole euros. */
  paintSurchargeExclVat: number
  durationMonths: LeaseDuration
  annualMileageKm: AnnualMileage
  /** Deposit and establishment fee in the view's basis (TVAC private, HTVA business), euros. */
  deposit: number
  establishmentFee: number
  view: LeaseView
}

/**
 * A lease quote. Every amount is in integer cents, in both bases: each figure the visitor reads is
 * exact, and each total is the sum of the figures shown in its own basis (the complete price TVAC
 * is the deposit TVAC + the fee TVAC + the monthly price TVAC × the duration, to the cent).
 */
export interface LeaseQuote {
  monthlyExclVatCents: number
  monthlyInclVatCents: number
  monthlyMileageKm: number
  /** Every payment over the contract: deposit + fee + monthly × duration. */
  completeExclVatCents: number
  completeInclVatCents: number
  depositExclVatCents: number
  depositInclVatCents: number
  feeExclVatCents: number
  feeInclVatCents: number
  /** Vehicle price with the paint surcharge. */
  vehicleExclVatCents: number
  vehicleInclVatCents: number
  annualRate: number
  residualShare: number
  residualExclVatCents: number
  /** Services and insurance included in the monthly price, excluding VAT. */
  servicesExclVatCents: number
}

const withVat = (cents: number) => Math.round(cents * (1 + VAT_RATE))
const withoutVat = (cents: number) => Math.round(cents / (1 + VAT_RATE))

/**
 * The monthly payment of a loan of `principal` over `months`, paid at the end of each month, that
 * leaves `residual` owed at the end (an annuity with a balloon). With `rate` = 0 it is a straight
 * line: (principal − residual) / months. Any unit (euros or cents) in, the same unit out.
 *
 * @example financeInstalment(30_000, 12_000, 0.045, 48) // ≈ 455.46
 */
export function financeInstalment(
  principal: number,
  residual: number,
  annualRate: number,
  months: number
): number {
  const i = annualRate / 12
  if (i === 0) return (principal - residual) / months
  const discount = (1 + i) ** -months
  return ((principal - residual * discount) * i) / (1 - discount)
}

/**
 * Monthly lease price (docs/decisions, lease formula ADR): the finance instalment on the vehicle
 * price excluding VAT, less the deposit, with the residual value of the duration × mileage table
 * as balloon, plus the included services and insurance; rounded to the cent excluding VAT, then
 * VAT added and rounded to the cent. The amounts the visitor typed stay exactly as typed in their
 * own basis (a 250 € fee TVAC is 250,00 € TVAC, not 250,01 €); the other basis is derived.
 */
export function leaseQuote(input: LeaseFormulaInput): LeaseQuote {
  const typed = (euros: number) => {
    const cents = Math.round(euros * 100)
    return input.view === 'private'
      ? { incl: cents, excl: withoutVat(cents) }
      : { incl: withVat(cents), excl: cents }
  }
  const priceCents = Math.round(input.priceInclVat * 100)
  const paintCents = Math.round(input.paintSurchargeExclVat * 100)
  const vehicleExclVatCents = withoutVat(priceCents) + paintCents
  const vehicleInclVatCents = priceCents + withVat(paintCents)
  const deposit = typed(input.deposit)
  const fee = typed(input.establishmentFee)
  const annualRate = annualRateByDuration[input.durationMonths]
  const residualShare = residualValueTable[input.durationMonths][input.annualMileageKm]
  const residualExclVatCents = Math.round(vehicleExclVatCents * residualShare)
  const servicesExclVatCents = Math.round(
    (servicesPerMonth.base +
      (servicesPerMonth.perThousandKm * input.annualMileageKm) / 1000 +
      servicesPerMonth.insuranceBase) *
      100 +
      servicesPerMonth.insuranceShareOfPrice * vehicleExclVatCents
  )
  const finance = financeInstalment(
    vehicleExclVatCents - deposit.excl,
    residualExclVatCents,
    annualRate,
    input.durationMonths
  )
  const monthlyExclVatCents = Math.round(Math.max(0, finance) + servicesExclVatCents)
  const monthlyInclVatCents = withVat(monthlyExclVatCents)
  const n = input.durationMonths
  return {
    monthlyExclVatCents,
    monthlyInclVatCents,
    monthlyMileageKm: Math.round(input.annualMileageKm / 12),
    completeExclVatCents: deposit.excl + fee.excl + monthlyExclVatCents * n,
    completeInclVatCents: deposit.incl + fee.incl + monthlyInclVatCents * n,
    depositExclVatCents: deposit.excl,
    depositInclVatCents: deposit.incl,
    feeExclVatCents: fee.excl,
    feeInclVatCents: fee.incl,
    vehicleExclVatCents,
    vehicleInclVatCents,
    annualRate,
    residualShare,
    residualExclVatCents,
    servicesExclVatCents,
  }
}
