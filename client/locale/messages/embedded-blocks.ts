import { defineCatalogue } from '../messages.ts'
import de from './de/embedded-blocks.ts'
import fr from './fr/embedded-blocks.ts'

export const embeddedBlocksMessages = defineCatalogue({ fr, de })
