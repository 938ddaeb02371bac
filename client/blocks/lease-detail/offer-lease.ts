import type { LeaseOffer } from '../../domain/lease-offer.ts'
import type { LeaseStart } from '../../features/lease-calculator/lease-input.ts'
import { pageHref } from '../../routes/href.ts'

/** The contact form that takes a request for this offer in this configuration. */
export function offerRequestHref(offer: Pick<LeaseOffer, 'slug'>, query: Record<string, string>) {
  return pageHref('contact', { offre: offer.slug, ...query })
}

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
