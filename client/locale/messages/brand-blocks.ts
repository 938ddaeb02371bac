import { defineCatalogue } from '../messages.ts'
import de from './de/brand-blocks.ts'
import fr from './fr/brand-blocks.ts'

export const brandBlocksMessages = defineCatalogue({ fr, de })
