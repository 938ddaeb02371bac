import {
  SPACE_LANGUAGES,
  type SpaceLanguageCode,
} from '../../../worker/local-services/content/store.ts'
import { germanOf } from './de/german.ts'
import { englishOf } from './en/english.ts'

/**
 * The demo space's translations: for each language of the space (SPACE_LANGUAGES, its Storyblok
 * code) the function that answers the translation of one French text. A language added to the
 * space without its translator does not compile; the generator writes every language it lists
 * beside every translatable field (add-translations.ts).
 */
const TRANSLATE: { readonly [code in SpaceLanguageCode]: (french: string) => string } = {
  de: germanOf,
  en: englishOf,
}

export type ContentLanguage = {
  code: SpaceLanguageCode
  name: string
  translate: (french: string) => string
}

export const CONTENT_LANGUAGES: readonly ContentLanguage[] = SPACE_LANGUAGES.map(
  ({ code, name }) => ({ code, name, translate: TRANSLATE[code] })
)
