import { defineCatalogue } from '../messages.ts'
import de from './de/opening-hours.ts'
import fr from './fr/opening-hours.ts'

export const openingHoursMessages = defineCatalogue({ fr, de })
