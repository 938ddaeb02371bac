import { defineCatalogue } from '../messages.ts'
import de from './de/quick-search.ts'
import fr from './fr/quick-search.ts'

/** The quick search's text: it ships with the quick search's chunk (stock hero, quick entry). */
export const quickSearchMessages = defineCatalogue({ fr, de })
