import { defineCatalogue } from '../messages.ts'
import de from './de/stock-overview.ts'
import fr from './fr/stock-overview.ts'

/** The stock overview block's own text: it ships in the block's chunk, nowhere else. */
export const stockOverviewMessages = defineCatalogue({ fr, de })
