import { defineCatalogue } from '../messages.ts'
import de from './de/lead-subjects.ts'
import fr from './fr/lead-subjects.ts'

export const leadSubjectsMessages = defineCatalogue({ fr, de })
