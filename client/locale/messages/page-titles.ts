import { defineCatalogue } from '../messages.ts'
import de from './de/page-titles.ts'
import fr from './fr/page-titles.ts'

export const pageTitlesMessages = defineCatalogue({ fr, de })
