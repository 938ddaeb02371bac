import { defineCatalogue } from '../messages.ts'
import de from './de/stock.ts'
import fr from './fr/stock.ts'

export const stockMessages = defineCatalogue({ fr, de })
