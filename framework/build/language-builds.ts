import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../client/locale/language.ts'

/**
 * One browser bundle per language (docs/decisions/0035, 0036): the client build runs once per
 * language, each in its own client environment, into the same output folder (chunks without
 * interface text come out the same, by hash), each with a manifest of its own.
 */
export const otherLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

/** The client environment building a language's bundle: `client` for French, `client_de`. */
export function clientEnvironment(language: Language): string {
  return language === DEFAULT_LANGUAGE ? 'client' : `client_${language}`
}

/** A language's manifest, in the client output folder; French keeps Vite's own name. */
export function manifestFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '.vite/manifest.json' : `.vite/manifest-${language}.json`
}
