import { defineCatalogue } from '../messages.ts'
import de from './de/errors.ts'
import fr from './fr/errors.ts'

export const errorsMessages = defineCatalogue({ fr, de })
