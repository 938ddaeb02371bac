import {
  type DealershipDirectory,
  dealershipOfLocation,
  directoryOf,
} from '../../client/features/lead-forms/dealerships.ts'
import type { Dealership } from '../../client/features/lead-forms/dealerships.ts'
import type { Location } from '../../client/domain/location.ts'

/**
 * The group's dealerships as the lead forms and the lead pipeline see them: the stock API's
 * locations, read through the stock client's cache (fresh for an hour, its last copy served for a
 * week while the API is down: worker/stock/stock-client.ts). `null` when neither answers.
 */
export async function formDealerships(
  locations: () => Promise<readonly Location[] | null>,
  report: (error: unknown, context: Record<string, string>) => void
): Promise<Dealership[] | null> {
  try {
    const list = await locations()
    return list && list.length > 0 ? list.map(dealershipOfLocation) : null
  } catch (error) {
    report(error, { step: 'dealerships' })
    return null
  }
}

/** The directory of `formDealerships`, or `null`: the lead is then not lost to an outage. */
export async function dealershipDirectory(
  locations: () => Promise<readonly Location[] | null>,
  report: (error: unknown, context: Record<string, string>) => void
): Promise<DealershipDirectory | null> {
  const list = await formDealerships(locations, report)
  return list ? directoryOf(list) : null
}
