import type { Closure, Location } from '../../client/domain/location.ts'
import { type LocationCard, locationCard } from '../../client/features/locations/location-view.ts'
import { type OpenStatus, openStatus } from '../../client/features/opening-hours/open-status.ts'
import type { Language } from '../../client/locale/language.ts'

/** Both departments' statuses at `now`, worded in the page's language. */
export function departmentStatusesIn(
  location: Pick<Location, 'departments'>,
  closures: readonly Closure[],
  now: Date,
  language: Language
): { showroom: OpenStatus; workshop: OpenStatus } {
  return {
    showroom: openStatus(location.departments.showroom, closures, now, language),
    workshop: openStatus(location.departments.workshop, closures, now, language),
  }
}

/** A dealership's card, its showroom's status worded in the page's language. */
export function locationCardIn(location: Location, now: Date, language: Language): LocationCard {
  const card = locationCard(location, now)
  return { ...card, status: openStatus(card.showroom, card.closures, now, language) }
}
