import { defineCatalogue } from '../messages.ts'
import de from './de/brand-models.ts'
import fr from './fr/brand-models.ts'

export const brandModelsMessages = defineCatalogue({ fr, de })
