import { defineCatalogue } from '../messages.ts'
import de from './de/lease-detail.ts'
import fr from './fr/lease-detail.ts'

/** The lease offer block's own text: it ships in that block's chunk. */
export const leaseDetailMessages = defineCatalogue({ fr, de })
