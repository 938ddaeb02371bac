import { defineCatalogue } from '../messages.ts'
import de from './de/lead-forms.ts'
import fr from './fr/lead-forms.ts'

export const leadFormsMessages = defineCatalogue({ fr, de })
