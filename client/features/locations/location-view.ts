import type { Closure, Department, Location } from '../../domain/location.ts'
import { addDays } from '../opening-hours/calendar-date.ts'
import { type OpenStatus, openStatus } from '../opening-hours/open-status.ts'
import type { Language } from '../../locale/language.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'

/** How far ahead closures travel to the browser: enough for "next opening" and the holiday list. */
const CLOSURE_HORIZON_DAYS = 400

/** A dealership as the list, the cards and the map markers show it. */
export interface LocationCard {
  slug: string
  name: string
  address: Location['address']
  coordinates: Location['coordinates']
  phone: string
  email: string
  brands: Location['brands']
  services: Location['services']
  showroom: Department
  closures: Closure[]
  /** The showroom's status when the server answered; the browser refreshes it. */
  status: OpenStatus
}

/** Whether the dealership sells `brand` new. */
export function sellsBrand(location: { brands: readonly string[] }, brand: string | null): boolean {
  return brand !== null && location.brands.includes(brand)
}

/** The closures from today (Luxembourg) on: past holidays are of no use to a visitor. */
export function upcomingClosures(closures: readonly Closure[], now: Date): Closure[] {
  const today = luxembourgWallClockAt(now.getTime()).date
  const last = addDays(today, CLOSURE_HORIZON_DAYS)
  return closures.filter((closure) => closure.date >= today && closure.date <= last)
}

export function locationCard(location: Location, now: Date, language: Language): LocationCard {
  const closures = upcomingClosures(location.closures, now)
  const showroom = location.departments.showroom
  return {
    slug: location.slug,
    name: location.name,
    address: location.address,
    coordinates: location.coordinates,
    phone: location.phone,
    email: location.email,
    brands: location.brands,
    services: location.services,
    showroom,
    closures,
    status: openStatus(showroom, closures, now, language),
  }
}

/** Both departments' statuses at `now`, as the detail page and block show them. */
export function departmentStatuses(
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
