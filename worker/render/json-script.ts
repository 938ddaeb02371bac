/** The escapes of `jsonForScript`, each the JSON spelling of the same character. */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * Serialises data for a `<script type="application/json">` (or ld+json) element: characters that
 * could close the element or start markup are escaped, so editor or visitor text can never turn
 * into HTML or script. One pass over the text (a page's payload is tens of kilobytes).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char)
}
