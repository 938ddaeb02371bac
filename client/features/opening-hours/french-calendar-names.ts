/** A word with a capital first letter: "lundi" → "Lundi" (a table row), "monday" → "Monday" (schema.org). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
