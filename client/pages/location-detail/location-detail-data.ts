import type { Employee, Location } from '../../domain/location.ts'
import type { VehicleSummary } from '../../domain/vehicle.ts'
import type { OpenStatus } from '../../features/opening-hours/open-status.ts'

/** A dealership page's data: apart from page.tsx, which loads ./sections.tsx lazily (ADR 0066). */
export interface LocationDetailData {
  /** The dealership, its closures limited to the coming months. */
  location: Location
  /** The brand of a `/{brand}/locations/{location}` page. */
  brand: { slug: string; name: string } | null
  /** Names of the dealership's brands, in its order. */
  brandNames: { slug: string; name: string }[]
  services: { slug: string; label: string }[]
  /** Both departments' status when the server answered; the browser refreshes them. */
  status: { showroom: OpenStatus; workshop: OpenStatus }
  /** Sales advisers to show (the site configuration may hide them: null). */
  employees: (Employee & { brandNames: string })[] | null
  stock: { vehicles: VehicleSummary[]; total: number; href: string } | null
  /** The dealership books workshop appointments through the external tool. */
  booking: boolean
}
