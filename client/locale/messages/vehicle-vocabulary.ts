import { defineCatalogue } from '../messages.ts'
import de from './de/vehicle-vocabulary.ts'
import fr from './fr/vehicle-vocabulary.ts'

export const vehicleVocabularyMessages = defineCatalogue({ fr, de })
