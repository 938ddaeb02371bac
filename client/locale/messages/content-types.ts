import { defineCatalogue } from '../messages.ts'
import de from './de/content-types.ts'
import fr from './fr/content-types.ts'

export const contentTypesMessages = defineCatalogue({ fr, de })
