import { defineCatalogue } from '../messages.ts'
import de from './de/lease-blocks.ts'
import fr from './fr/lease-blocks.ts'

export const leaseBlocksMessages = defineCatalogue({ fr, de })
