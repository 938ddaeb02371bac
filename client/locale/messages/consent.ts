import { defineCatalogue } from '../messages.tsx'
import de from './de/consent.ts'
import fr from './fr/consent.ts'

export const consentMessages = defineCatalogue({ fr, de })
