import { defineCatalogue } from '../messages.ts'
import de from './de/location-blocks.ts'
import fr from './fr/location-blocks.ts'

export const locationBlocksMessages = defineCatalogue({ fr, de })
