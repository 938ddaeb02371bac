import { createContext, use } from 'react'
import { DEFAULT_LANGUAGE, type Language } from './language.ts'

/**
 * One area's interface text in every language. Each language's text lives in its own file,
 * client/locale/messages/<language>/<area>.ts (the French one gives the shape, the others are
 * typed by it), and an area module (client/locale/messages/<area>.ts) finds them all
 * (client/locale/messages/language-files.ts).
 *
 * A browser bundle carries one language only: the client build keeps the bundle's language's
 * files alone (framework/build/one-language-plugin.ts), so the area has no entry (or `null`) for
 * the others there. The Worker carries them all and picks per request.
 */
export type Catalogue<M> = { readonly [L in Language]?: M | null }

/** An area's text in one language, outside React (formatters, validation, the Worker). */
export function messagesOf<M>(catalogue: Catalogue<M>, language: Language): M {
  const messages = catalogue[language]
  if (!messages) throw new Error(`No interface text for "${language}" in this bundle`)
  return messages
}

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE)

/** Gives the page's language to everything below (the app's root, server and browser). */
export const LanguageProvider = LanguageContext

/** The language of the page being rendered. */
export function useLanguage(): Language {
  return use(LanguageContext)
}

/** An area's text in the page's language. */
export function useMessages<M>(catalogue: Catalogue<M>): M {
  return messagesOf(catalogue, useLanguage())
}
