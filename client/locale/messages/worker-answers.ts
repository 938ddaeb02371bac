import { defineCatalogue } from '../messages.ts'
import de from './de/worker-answers.ts'
import fr from './fr/worker-answers.ts'

export const workerAnswersMessages = defineCatalogue({ fr, de })
