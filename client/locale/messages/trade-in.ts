import { defineCatalogue } from '../messages.ts'
import de from './de/trade-in.ts'
import fr from './fr/trade-in.ts'

export const tradeInMessages = defineCatalogue({ fr, de })
