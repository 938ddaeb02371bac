import { defineCatalogue } from '../messages.ts'
import de from './de/stock-quick-entry.ts'
import fr from './fr/stock-quick-entry.ts'

/** The stock quick entry block's text: it ships in that block's chunk. */
export const stockQuickEntryMessages = defineCatalogue({ fr, de })
