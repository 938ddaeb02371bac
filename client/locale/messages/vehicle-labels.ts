import { defineCatalogue } from '../messages.ts'
import de from './de/vehicle-vocabulary.ts'
import fr from './fr/vehicle-vocabulary.ts'

/**
 * The stock vocabulary's labels a vehicle card and a lead form show (fuel, transmission, category,
 * trade-in condition): their chunks load these, not the specs' (vehicle-vocabulary.ts).
 */
export const vehicleLabelsMessages = defineCatalogue({ fr, de })
