import { defineCatalogue } from '../messages.ts'
import de from './de/vehicle-card.ts'
import fr from './fr/vehicle-card.ts'

export const vehicleCardMessages = defineCatalogue({ fr, de })
