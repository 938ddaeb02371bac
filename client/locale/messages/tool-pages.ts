import { defineCatalogue } from '../messages.ts'
import de from './de/tool-pages.ts'
import fr from './fr/tool-pages.ts'

export const toolPagesMessages = defineCatalogue({ fr, de })
