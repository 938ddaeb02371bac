/** A catalogue of German texts keyed by the French they translate. */
export type Catalogue = Readonly<Record<string, string>>
/**
 * A German template: from the French text's match (and `germanOf` for the parts it captured) the
 * German, or `undefined` when the match is not one of the template's texts after all.
 */
export type Pattern = readonly [
  RegExp,
  (match: RegExpExecArray, germanOf: (french: string) => string) => string | undefined,
]
