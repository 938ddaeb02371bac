import type { LeaseOffer } from '../../domain/lease-offer.ts'
import type { LeaseInput } from '../../features/lease-calculator/lease-input.ts'

export interface LeaseDetailData {
  offer: LeaseOffer
  /** The offer's calculator: its GET form comes back as the page's query. */
  input: LeaseInput
}
