import { defineCatalogue } from '../messages.ts'
import de from './de/stock-hero.ts'
import fr from './fr/stock-hero.ts'

/** The stock hero block's text: it ships in that block's chunk. */
export const stockHeroMessages = defineCatalogue({ fr, de })
