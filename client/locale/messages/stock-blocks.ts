import { defineCatalogue } from '../messages.ts'
import de from './de/stock-blocks.ts'
import fr from './fr/stock-blocks.ts'

export const stockBlocksMessages = defineCatalogue({ fr, de })
