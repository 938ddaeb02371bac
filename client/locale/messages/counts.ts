import { defineCatalogue } from '../messages.ts'
import de from './de/counts.ts'
import fr from './fr/counts.ts'

export const countsMessages = defineCatalogue({ fr, de })
