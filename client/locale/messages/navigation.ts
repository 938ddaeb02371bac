import { defineCatalogue } from '../messages.ts'
import de from './de/navigation.ts'
import fr from './fr/navigation.ts'

export const navigationMessages = defineCatalogue({ fr, de })
