import { defineCatalogue } from '../messages.ts'
import de from './de/location-detail.ts'
import fr from './fr/location-detail.ts'

export const locationDetailMessages = defineCatalogue({ fr, de })
