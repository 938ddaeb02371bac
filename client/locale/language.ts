/**
 * The languages the interface is written in: French, the default and the language of every
 * unprefixed address, and German (issue 18). A language is data: its locale, its catalogue files
 * (client/locale/messages/<language>/) and its URL segments (client/config/url-segments.ts).
 */
export const LANGUAGES = ['fr', 'de'] as const

export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'fr'

/** The locale of each language, as written in `lang`, hreflang and the analytics pushes. */
export const LOCALES = { fr: 'fr-LU', de: 'de-LU' } as const satisfies Record<Language, string>

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
