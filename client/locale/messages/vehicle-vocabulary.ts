import { defineCatalogue } from '../messages.ts'
import deAttributes from './de/vehicle-attributes.ts'
import de from './de/vehicle-vocabulary.ts'
import frAttributes from './fr/vehicle-attributes.ts'
import fr from './fr/vehicle-vocabulary.ts'

/**
 * Every label of the stock vocabulary, by code: the vehicle page's specs, the Worker and the
 * readers of addresses. A card or a form needs only vehicle-labels.ts, which leaves the specs'
 * labels out of their chunks (docs/decisions/0030). A language the bundle does not carry is
 * `null` in both halves (scripts/build/one-language-plugin.ts), so in the whole too.
 */
export const vehicleVocabularyMessages = defineCatalogue({
  fr: fr && frAttributes && { ...fr, ...frAttributes },
  de: de && deAttributes && { ...de, ...deAttributes },
})
