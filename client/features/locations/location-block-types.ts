import type { Location } from '../../domain/location.ts'
import type { OpenStatus } from '../opening-hours/open-status.ts'

/** Server data of the blocks about one dealership (detail, intro, adviser cards and list). */
export interface LocationBlockData {
  /** The dealership, its closures limited to the coming months. */
  location: Location
  status: { showroom: OpenStatus; workshop: OpenStatus }
  /** Names of the dealership's brands, in its order. */
  brandNames: { slug: string; name: string }[]
  /** Brand names per adviser ("Ford, Opel"); advisers are hidden by the site configuration: null. */
  employeeBrands: Record<string, string> | null
}

/** One tile of the appointment grid. */
export interface AppointmentTile {
  slug: string
  name: string
  town: string
  phone: string
  email: string
}

export interface AppointmentGridData {
  locations: AppointmentTile[]
}
