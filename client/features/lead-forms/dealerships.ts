import type { z } from 'zod'
import type { dealershipSchema } from '../../domain/dealership.ts'
import type { Closure, Location } from '../../domain/location.ts'
import { luxembourgPublicHolidayDates } from '../opening-hours/luxembourg-public-holiday-dates.ts'

/**
 * The facts a lead form needs about each dealership: its name, how to reach it and when its
 * showroom and workshop take appointments. They are the stock API's /v1/locations (cached, its
 * last copy kept through an outage), never a list in the code (docs/decisions/0054): the form
 * pages' and form blocks' loaders send them with the form, and the Worker's lead pipeline checks
 * a lead against the same list (worker/leads/dealership-directory.ts).
 */
export type Dealership = z.infer<typeof dealershipSchema>

/** A dealership of the stock API's /v1/locations, as the lead forms see one. */
export function dealershipOfLocation(location: Location): Dealership {
  return {
    slug: location.slug,
    name: location.name,
    phone: location.phone,
    email: location.email,
    showroom: location.departments.showroom,
    workshop: location.departments.workshop,
    // The public holidays are computed; the stock's own closures are the rest.
    extraClosures: location.closures,
  }
}

/**
 * The closed dates around `date`: the public holidays of the years around it plus the
 * dealership's own closures. Dates only: the slot picker shows no closure's name.
 */
export function closuresOf(dealership: Dealership, date: string): Pick<Closure, 'date'>[] {
  const year = Number(date.slice(0, 4))
  return [
    ...luxembourgPublicHolidayDates(year - 1),
    ...luxembourgPublicHolidayDates(year),
    ...luxembourgPublicHolidayDates(year + 1),
    ...dealership.extraClosures,
  ]
}

/** Finds a dealership by slug; `undefined` for a slug the group does not have. */
export type DealershipDirectory = (slug: string) => Dealership | undefined

/** The directory of a list of dealerships. */
export function directoryOf(list: readonly Dealership[]): DealershipDirectory {
  const bySlug = new Map(list.map((dealership) => [dealership.slug, dealership]))
  return (slug) => bySlug.get(slug)
}
