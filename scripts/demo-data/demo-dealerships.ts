import {
  type Dealership,
  dealershipOfLocation,
} from '../../client/features/lead-forms/dealerships.ts'
import { locations } from './locations.ts'

/** The demo's dealerships as the lead forms see them: its stock service's locations. */
export const demoDealershipList: Dealership[] = locations.map(dealershipOfLocation)

/** One demo dealership by slug (tests: "the first slot at Bertrange"). */
export function demoDealership(slug: string): Dealership {
  const found = demoDealershipList.find((dealership) => dealership.slug === slug)
  if (!found) throw new Error(`No demo dealership ${slug}`)
  return found
}
