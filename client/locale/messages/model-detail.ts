import { defineCatalogue } from '../messages.ts'
import de from './de/model-detail.ts'
import fr from './fr/model-detail.ts'

export const modelDetailMessages = defineCatalogue({ fr, de })
