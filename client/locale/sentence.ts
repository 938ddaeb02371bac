/**
 * A sentence ended by one full stop: a text that already ends on one (an abbreviation such as
 * German "inkl. MwSt.") gets none more, so no "MwSt.." is written.
 */
export function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`
}
