import { defineCatalogue } from '../messages.ts'
import de from './de/shell.ts'
import fr from './fr/shell.ts'

export const shellMessages = defineCatalogue({ fr, de })
