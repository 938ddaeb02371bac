import { defineCatalogue } from '../messages.ts'
import de from './de/lead-answers.ts'
import fr from './fr/lead-answers.ts'

export const leadAnswersMessages = defineCatalogue({ fr, de })
