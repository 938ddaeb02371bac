import { defineCatalogue } from '../messages.ts'
import de from './de/stock-preview.ts'
import fr from './fr/stock-preview.ts'

/** The stock preview block's text: it ships in that block's chunk. */
export const stockPreviewMessages = defineCatalogue({ fr, de })
