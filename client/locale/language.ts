import type { SegmentKey } from '../config/url-segments.ts'

/** What sets one language's numbers apart: a few characters, not a catalogue (ADR 0038). */
export type NumberConventions = {
  /** Between groups of thousands: "49 490" (U+202F), "49.490". */
  readonly group: string
  /** Before the decimals: "5,4". */
  readonly decimal: string
  /** The unit of a power in horsepower: "ch" (cheval-vapeur), "PS" (Pferdestärke). */
  readonly horsepower: string
  /** The unit of an engine's displacement: "cc" in French ads, "cm³" in German ones. */
  readonly displacement: string
  /** Between the numbers of a date written in digits: "15/03/2021", "15.03.2021". */
  readonly dateSeparator: string
  /** Where the euro sign goes: after the amount and a no-break space ("49 490 €"), or before it ("€49,490"). */
  readonly euro: 'after' | 'before'
  /** The percent sign after a no-break space ("4,5 %", French and DIN 5008) or attached ("4.5%"). */
  readonly percent: 'spaced' | 'attached'
}

/** Everything the site knows of one language besides its texts (its catalogue folder). */
export type LanguageSettings = {
  /** As written in `lang`, hreflang, the locale cookie, the analytics pushes and to the CRM. */
  readonly locale: string
  /** Before every path of the language: none for the default, `/<code>` for the others. */
  readonly prefix: '' | `/${string}`
  /** The language's own name, the visible text of the language switch's link to it. */
  readonly name: string
  /** That link's accessible name, in the language; it starts with `name` (WCAG 2.5.3). */
  readonly switchLabel: string
  /**
   * The URL segments the language renames (client/config/url-segments.ts); lowercase words
   * joined by hyphens. A segment that is also a content story's slug (`stock`, `concessions`)
   * keeps it: field-level translation keeps one slug per story (docs/decisions/0036).
   */
  readonly segments: Partial<Record<SegmentKey, string>>
  /** How numbers are written (client/locale/format.ts, docs/decisions/0038). */
  readonly numbers: NumberConventions
  /**
   * The language's code in the Storyblok space (field-level translation, `language=`), and of
   * the stock API's `language` parameter; `null` for the space's default language, which is read
   * without one (and keeps the cache keys it always had).
   */
  readonly storyblok: string | null
}

/**
 * The languages of the site, in order (issue 31: a language is data). French first: the
 * default, unprefixed, the language of the content and of the stock. From this one table follow
 * the route tables, the site configuration's locales, hreflang and sitemap alternates, the
 * language switch, the per-language browser bundles, the cache keys, the lead's language, the
 * first-visit choice and the formatting; the texts are the catalogue folder
 * client/locale/messages/<code>/ (typed against French), found by every area module.
 */
export const LANGUAGE_SETTINGS = {
  fr: {
    locale: 'fr-LU',
    prefix: '',
    name: 'Français',
    switchLabel: 'Français – cette page en français',
    segments: {
      compare: 'comparer',
      favorite: 'favoris',
      interest: 'interessee',
      'test-drive': 'essai-routier',
      locations: 'concessions',
      'legal-notice': 'mentions-legales',
    },
    numbers: {
      group: '\u202f',
      decimal: ',',
      horsepower: 'ch',
      displacement: 'cc',
      dateSeparator: '/',
      euro: 'after',
      percent: 'spaced',
    },
    storyblok: null,
  },
  // docs/decisions/0036: the leaves in German; `stock` and `concessions` are also the slugs of
  // content stories (the stock overview, the dealership list), which keep one slug per story.
  de: {
    locale: 'de-LU',
    prefix: '/de',
    name: 'Deutsch',
    switchLabel: 'Deutsch – diese Seite auf Deutsch',
    segments: {
      compare: 'vergleichen',
      favorite: 'merkliste',
      interest: 'interesse',
      'test-drive': 'probefahrt',
      'lease-calculator': 'leasingrechner',
      locations: 'concessions',
      'legal-notice': 'impressum',
    },
    numbers: {
      group: '.',
      decimal: ',',
      horsepower: 'PS',
      displacement: 'cm³',
      dateSeparator: '.',
      euro: 'after',
      percent: 'spaced',
    },
    storyblok: 'de',
  },
  // Issue 31: English (en-LU) as Luxembourg's English readers (residents, cross-border commuters)
  // read a British-English site: the app's own leaves in English, `stock` and `concessions` kept
  // as the stories' slugs; "€49,490", "1,598 cc", "150 hp (110 kW)", "4.5%".
  en: {
    locale: 'en-LU',
    prefix: '/en',
    name: 'English',
    switchLabel: 'English – this page in English',
    segments: {
      compare: 'compare',
      favorite: 'favourites',
      interest: 'interest',
      'test-drive': 'test-drive',
      'lease-calculator': 'lease-calculator',
      locations: 'concessions',
      'legal-notice': 'legal-notice',
    },
    numbers: {
      group: ',',
      decimal: '.',
      horsepower: 'hp',
      displacement: 'cc',
      dateSeparator: '/',
      euro: 'before',
      percent: 'attached',
    },
    storyblok: 'en',
  },
} as const satisfies Record<string, LanguageSettings>

export type Language = keyof typeof LANGUAGE_SETTINGS

/** The languages' codes, in the table's order. */
export const LANGUAGES = Object.keys(LANGUAGE_SETTINGS) as readonly Language[]

export const DEFAULT_LANGUAGE: Language = 'fr'

/** The locale of each language, as written in `lang`, hreflang and the analytics pushes. */
export const LOCALES = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_SETTINGS[language].locale])
) as { readonly [L in Language]: (typeof LANGUAGE_SETTINGS)[L]['locale'] }

/** Every language's locale, in order (`fr-LU`, `de-LU`…). */
export const ALL_LOCALES = LANGUAGES.map((language) => LOCALES[language])

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
