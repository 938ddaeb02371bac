import type { LeaseOfferSummary } from '../../domain/lease-offer.ts'

/** The offers a lease overview shows, as its data loader selects them. */
export interface LeaseOverviewData {
  offers: LeaseOfferSummary[]
}
