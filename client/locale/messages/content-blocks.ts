import { defineCatalogue } from '../messages.ts'
import de from './de/content-blocks.ts'
import fr from './fr/content-blocks.ts'

export const contentBlocksMessages = defineCatalogue({ fr, de })
