import { defineCatalogue } from '../messages.ts'
import de from './de/similar-vehicles.ts'
import fr from './fr/similar-vehicles.ts'

export const similarVehiclesMessages = defineCatalogue({ fr, de })
