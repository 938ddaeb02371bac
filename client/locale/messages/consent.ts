import { defineCatalogue } from '../messages.ts'
import de from './de/consent.ts'
import fr from './fr/consent.ts'

export const consentMessages = defineCatalogue({ fr, de })
