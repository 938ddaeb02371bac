/**
 * Deterministic identifiers: the same key always gives the same uuid, so regenerating the demo
 * content changes no id and references can be written before their target story exists.
 */

/** cyrb53-style 53-bit string hash with a seed. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

function hex(text: string, seed: number, length: number): string {
  return hash53(text, seed).toString(16).padStart(14, '0').slice(-length)
}

/** A version-4-shaped uuid derived from `key`. */
export function uuidFor(key: string): string {
  const a = hex(key, 1, 8)
  const b = hex(key, 2, 4)
  const c = `4${hex(key, 3, 3)}`
  const variant = ['8', '9', 'a', 'b'][hash53(key, 4) % 4] ?? '8'
  const d = `${variant}${hex(key, 5, 3)}`
  const e = `${hex(key, 6, 6)}${hex(key, 7, 6)}`
  return `${a}-${b}-${c}-${d}-${e}`
}

/** A small positive integer id derived from `key` (asset ids). */
export function numericIdFor(key: string): number {
  return 10_000_000 + (hash53(key, 8) % 89_999_999)
}
