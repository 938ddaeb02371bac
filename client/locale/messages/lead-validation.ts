import { defineCatalogue } from '../messages.ts'
import de from './de/lead-validation.ts'
import fr from './fr/lead-validation.ts'

export const leadValidationMessages = defineCatalogue({ fr, de })
