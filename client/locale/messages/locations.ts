import { defineCatalogue } from '../messages.ts'
import de from './de/locations.ts'
import fr from './fr/locations.ts'

export const locationsMessages = defineCatalogue({ fr, de })
