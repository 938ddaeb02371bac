import { defineCatalogue } from '../messages.ts'
import de from './de/legal-notice.ts'
import fr from './fr/legal-notice.ts'

export const legalNoticeMessages = defineCatalogue({ fr, de })
