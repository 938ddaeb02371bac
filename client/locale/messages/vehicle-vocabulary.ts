import { LANGUAGES } from '../language.ts'
import type { Catalogue } from '../messages.ts'
import type frAttributes from './fr/vehicle-attributes.ts'
import { languageFiles, languageFilesOnDisk } from './language-files.ts'
import { vehicleLabelsMessages } from './vehicle-labels.ts'

const attributes = languageFiles<typeof frAttributes>(
  import.meta.env
    ? import.meta.glob<typeof frAttributes>('./*/vehicle-attributes.ts', {
        eager: true,
        import: 'default',
      })
    : languageFilesOnDisk<typeof frAttributes>(import.meta.url, 'vehicle-attributes')
)

type Vocabulary = NonNullable<(typeof vehicleLabelsMessages)['fr']> & typeof frAttributes

/**
 * Every label of the stock vocabulary, by code: the vehicle page's specs, the Worker and the
 * readers of addresses. A card or a form needs only vehicle-labels.ts, which leaves the specs'
 * labels out of their chunks (docs/decisions/0030); built on it, so both share one chunk of the
 * labels. A language the bundle does not carry is `null` in both halves
 * (framework/build/one-language-plugin.ts), so in the whole too.
 */
export const vehicleVocabularyMessages: Catalogue<Vocabulary> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const labels = vehicleLabelsMessages[language]
    const specs = attributes[language]
    return [language, labels && specs && { ...labels, ...specs }]
  })
)
