import { defineCatalogue } from '../messages.tsx'
import de from './de/errors.ts'
import fr from './fr/errors.ts'

export const errorsMessages = defineCatalogue({ fr, de })
