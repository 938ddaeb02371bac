import type { LeaseOffer } from '../../domain/lease-offer.ts'
import type { LeaseStart } from '../../features/lease-calculator/lease-input.ts'

/** The offer's configuration as the calculator starts from it. */
export function offerStart(offer: LeaseOffer): LeaseStart {
  const config = offer.configuration
  return {
    view: offer.type,
    durationMonths: config.durationMonths,
    annualMileageKm: config.annualMileageKm,
    deposit: config.deposit.amount,
    establishmentFee: config.establishmentFee.amount,
  }
}
