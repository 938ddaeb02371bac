import { leaseDetailSchema } from '../../client/blocks/lease-detail/schema.ts'
import { leaseOverviewSchema } from '../../client/blocks/lease-overview/schema.ts'
import { offerStart } from '../../client/blocks/lease-detail/offer-lease.ts'
import {
  offerLeaseChoices,
  parseLeaseInput,
} from '../../client/features/lease-calculator/lease-input.ts'
import { leaseVehicleOfOffer } from '../../client/features/lease-calculator/lease-vehicle.ts'
import type { BlockDataLoaders } from './block-data-loader.ts'
import { BlockNotFoundError } from './block-not-found.ts'

/**
 * Data loaders of the lease blocks, by component name. Prices, terms and conditions have one
 * source, the stock service's lease offers; the CMS only says which offers to show.
 */
export const leaseBlockData: BlockDataLoaders<
  'lease_overview' | 'financial_lease_calculator' | 'lease_detail'
> = {
  async lease_overview(block, { services }) {
    const fields = leaseOverviewSchema.parse(block)
    const offers = (await services.stock.leaseOffers(fields.lease_type)) ?? []
    return {
      offers: fields.brand ? offers.filter((offer) => offer.brand.slug === fields.brand) : offers,
    }
  },
  // The block's GET form comes back as the page's query: without JavaScript, the server computes.
  async financial_lease_calculator(_block, { url }) {
    const query: Record<string, string> = {}
    for (const name of ['fl-prix', 'fl-duree', 'fl-acompte', 'fl-vr']) {
      const value = url.searchParams.get(name)
      if (value !== null) query[name] = value.slice(0, 20)
    }
    return { query }
  },
  async lease_detail(block, { services, url }) {
    const fields = leaseDetailSchema.parse(block)
    const offer = await services.stock.leaseOffer(fields.offer)
    // The page exists for this offer: without it the visitor gets "lease vehicle not found".
    if (!offer)
      throw new BlockNotFoundError('lease-vehicle-not-found', `lease offer ${fields.offer}`)
    const input = parseLeaseInput(
      (name) => url.searchParams.get(name),
      leaseVehicleOfOffer(offer),
      offerLeaseChoices(offer),
      offerStart(offer)
    )
    return { offer, input }
  },
}
