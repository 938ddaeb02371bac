import { defineCatalogue } from '../messages.ts'
import de from './de/compare.ts'
import fr from './fr/compare.ts'

export const compareMessages = defineCatalogue({ fr, de })
