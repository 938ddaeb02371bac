import { defineCatalogue } from '../messages.ts'
import de from './de/vehicle-detail.ts'
import fr from './fr/vehicle-detail.ts'

export const vehicleDetailMessages = defineCatalogue({ fr, de })
