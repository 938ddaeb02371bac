import { defineCatalogue } from '../messages.ts'
import de from './de/lead-subject-titles.ts'
import fr from './fr/lead-subject-titles.ts'

export const leadSubjectTitlesMessages = defineCatalogue({ fr, de })
