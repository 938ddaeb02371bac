import { defineCatalogue } from '../messages.ts'
import deAttributes from './de/vehicle-attributes.ts'
import frAttributes from './fr/vehicle-attributes.ts'
import { vehicleLabelsMessages } from './vehicle-labels.ts'

const { fr, de } = vehicleLabelsMessages

/**
 * Every label of the stock vocabulary, by code: the vehicle page's specs, the Worker and the
 * readers of addresses. A card or a form needs only vehicle-labels.ts, which leaves the specs'
 * labels out of their chunks (docs/decisions/0030); built on it, so both share one chunk of the
 * labels. A language the bundle does not carry is `null` in both halves
 * (scripts/build/one-language-plugin.ts), so in the whole too.
 */
export const vehicleVocabularyMessages = defineCatalogue({
  fr: fr && frAttributes && { ...fr, ...frAttributes },
  de: de && deAttributes && { ...de, ...deAttributes },
})
