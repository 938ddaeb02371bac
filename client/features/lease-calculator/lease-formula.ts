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
  /** Vehicle price as the stock gives it: VAT included. */
  priceInclVat: number
  /** Paint surcharge of the chosen colour, VAT excluded. */
  paintSurchargeExclVat: number
  durationMonths: LeaseDuration
  annualMileageKm: AnnualMileage
  /** Deposit and establishment fee in the view's basis: TVAC (private) or HTVA (business). */
  deposit: number
  establishmentFee: number
  view: LeaseView
}

export interface LeaseQuote {
  monthlyExclVat: number
  monthlyInclVat: number
  monthlyMileageKm: number
  /** Every payment over the contract: deposit + fee + monthly × duration. */
  completeExclVat: number
  completeInclVat: number
  depositExclVat: number
  depositInclVat: number
  feeExclVat: number
  feeInclVat: number
  /** Vehicle price with the paint surcharge. */
  vehicleExclVat: number
  vehicleInclVat: number
  annualRate: number
  residualShare: number
  residualExclVat: number
  servicesExclVat: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * The monthly payment of a loan of `principal` over `months`, paid at the end of each month, that
 * leaves `residual` owed at the end (an annuity with a balloon). With `rate` = 0 it is a straight
 * line: (principal − residual) / months.
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
 * as balloon, plus the included services; rounded to the cent excluding VAT, then VAT added.
 */
export function leaseQuote(input: LeaseFormulaInput): LeaseQuote {
  const toExcl = (amount: number) => (input.view === 'private' ? amount / (1 + VAT_RATE) : amount)
  const vehicleExclVat = cents(input.priceInclVat / (1 + VAT_RATE) + input.paintSurchargeExclVat)
  const depositExclVat = cents(toExcl(input.deposit))
  const feeExclVat = cents(toExcl(input.establishmentFee))
  const annualRate = annualRateByDuration[input.durationMonths]
  const residualShare = residualValueTable[input.durationMonths][input.annualMileageKm]
  const residualExclVat = cents(vehicleExclVat * residualShare)
  const servicesExclVat = cents(
    servicesPerMonth.base + (servicesPerMonth.perThousandKm * input.annualMileageKm) / 1000
  )
  const finance = financeInstalment(
    vehicleExclVat - depositExclVat,
    residualExclVat,
    annualRate,
    input.durationMonths
  )
  const monthlyExclVat = cents(Math.max(0, finance) + servicesExclVat)
  const monthlyInclVat = cents(monthlyExclVat * (1 + VAT_RATE))
  const withVat = (amount: number) => cents(amount * (1 + VAT_RATE))
  const completeExclVat = cents(depositExclVat + feeExclVat + monthlyExclVat * input.durationMonths)
  return {
    monthlyExclVat,
    monthlyInclVat,
    monthlyMileageKm: Math.round(input.annualMileageKm / 12),
    completeExclVat,
    completeInclVat: withVat(completeExclVat),
    depositExclVat,
    depositInclVat: withVat(depositExclVat),
    feeExclVat,
    feeInclVat: withVat(feeExclVat),
    vehicleExclVat,
    vehicleInclVat: withVat(vehicleExclVat),
    annualRate,
    residualShare,
    residualExclVat,
    servicesExclVat,
  }
}
