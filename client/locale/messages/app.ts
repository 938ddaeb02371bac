import { defineCatalogue } from '../messages.ts'
import de from './de/app.ts'
import fr from './fr/app.ts'

export const appMessages = defineCatalogue({ fr, de })
