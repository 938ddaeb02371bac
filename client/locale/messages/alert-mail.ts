import { defineCatalogue } from '../messages.ts'
import de from './de/alert-mail.ts'
import fr from './fr/alert-mail.ts'

export const alertMailMessages = defineCatalogue({ fr, de })
