import { catalogues, patterns } from './catalogues.ts'

/**
 * The German of one French text of the demo space, in the way of a gettext catalogue: the French
 * copy stays in the page builders, the German sits in catalogues keyed by that French (one per
 * family of pages, written as German, not word for word), and the generated families (model,
 * brand and news pages) get theirs from German templates matched on the French ones.
 * Texts without a letter (years, phone numbers) are the same in both languages.
 */
export function germanOf(french: string): string {
  const exact = catalogue.get(french)
  if (exact !== undefined) return exact
  for (const [pattern, german] of patterns) {
    const match = pattern.exec(french)
    const translated = match ? german(match, germanOf) : undefined
    if (translated !== undefined) return translated
  }
  if (!/\p{L}/u.test(french)) return french
  throw new Error(`No German for "${french}"`)
}

const catalogue = new Map<string, string>()
for (const entries of catalogues)
  for (const [french, german] of Object.entries(entries)) {
    if (catalogue.has(french) && catalogue.get(french) !== german)
      throw new Error(`Two German texts for "${french}"`)
    catalogue.set(french, german)
  }
