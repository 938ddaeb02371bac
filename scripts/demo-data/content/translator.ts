/** A catalogue of one language's texts keyed by the French they translate. */
export type Catalogue = Readonly<Record<string, string>>

/**
 * A template of one language: from the French text's match (and `translate` for the parts it
 * captured) the translation, or `undefined` when the match is not one of the template's texts
 * after all.
 */
export type Pattern = readonly [
  RegExp,
  (match: RegExpExecArray, translate: (french: string) => string) => string | undefined,
]

/**
 * The translation of one French text of the demo space into one language, in the way of a
 * gettext catalogue (docs/decisions/0033): the French copy stays in the page builders, the
 * language's texts sit in catalogues keyed by that French (one per family of pages, written in
 * the language, not word for word), and the generated families (model, brand and news pages) get
 * theirs from templates matched on the French ones. Texts without a letter (years, phone
 * numbers) are the same in every language; any other French text without a translation throws,
 * so a story cannot be generated with an untranslated field.
 */
export function translator(
  language: string,
  catalogues: readonly Catalogue[],
  patterns: readonly Pattern[]
): (french: string) => string {
  const catalogue = new Map<string, string>()
  for (const entries of catalogues)
    for (const [french, translation] of Object.entries(entries)) {
      if (catalogue.has(french) && catalogue.get(french) !== translation)
        throw new Error(`Two ${language} texts for "${french}"`)
      catalogue.set(french, translation)
    }
  const translate = (french: string): string => {
    const exact = catalogue.get(french)
    if (exact !== undefined) return exact
    for (const [pattern, template] of patterns) {
      const match = pattern.exec(french)
      const translated = match ? template(match, translate) : undefined
      if (translated !== undefined) return translated
    }
    if (!/\p{L}/u.test(french)) return french
    throw new Error(`No ${language} for "${french}"`)
  }
  return translate
}
