import { defineCatalogue } from '../messages.ts'
import de from './de/compare-page.ts'
import fr from './fr/compare-page.ts'

export const comparePageMessages = defineCatalogue({ fr, de })
