import { defineCatalogue } from '../messages.ts'
import de from './de/trade-in-block.ts'
import fr from './fr/trade-in-block.ts'

export const tradeInBlockMessages = defineCatalogue({ fr, de })
