/**
 * Serialises data for a `<script type="application/json">` (or ld+json) element: characters that
 * could close the element or start markup are escaped, so editor or visitor text can never turn
 * into HTML or script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
