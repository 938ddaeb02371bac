import { defineCatalogue } from '../messages.ts'
import de from './de/share.ts'
import fr from './fr/share.ts'

export const shareMessages = defineCatalogue({ fr, de })
