import { defineCatalogue } from '../messages.ts'
import de from './de/lead-mail.ts'
import fr from './fr/lead-mail.ts'

export const leadMailMessages = defineCatalogue({ fr, de })
