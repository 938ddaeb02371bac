import { defineCatalogue } from '../messages.ts'
import de from './de/financial-lease.ts'
import fr from './fr/financial-lease.ts'

/** The financial lease calculator block's own text: it ships in that block's chunk. */
export const financialLeaseMessages = defineCatalogue({ fr, de })
