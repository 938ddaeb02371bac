import type { PageMeta } from '../../../framework/payload/payload.ts'
import type { Vehicle } from '../../../client/domain/vehicle.ts'
import { reportError } from '../../monitoring/report-error.ts'
import type { Services } from '../../services.ts'

/**
 * The dealership that has a vehicle, as the sticky bar calls it: its name and phone. Null when its
 * details cannot be read (the page still serves: the bar then calls the group).
 */
export async function vehicleLocation(
  services: Services,
  vehicle: Pick<Vehicle, 'id' | 'location'>
): Promise<NonNullable<PageMeta['contact']> | null> {
  try {
    const location = await services.stock.location(vehicle.location.slug)
    return location ? { name: location.name, phone: location.phone } : null
  } catch (error) {
    reportError(error, { vehicle: String(vehicle.id), location: vehicle.location.slug })
    return null
  }
}
