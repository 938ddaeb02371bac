/**
 * Control characters taken out of a lead where it enters (docs/decisions/0041): C0 and C1
 * controls, DEL, the Unicode line and paragraph separators, bidirectional overrides and the
 * byte-order mark. Single-line fields and campaign values lose every line break (each becomes a
 * space); the multi-line fields keep theirs, as `\n` only.
 */

/** Fields where a visitor may write several lines. */
const MULTI_LINE_FIELDS = new Set(['message'])

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029\u000b\u000c]/g
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** A single-line value: line breaks become spaces, other controls disappear. */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '')
}

/** A multi-line value: any line break becomes `\n`, other controls (tabs too) disappear. */
export function multiLine(value: string): string {
  return value
    .replace(LINE_BREAKS, '\n')
    .split('\n')
    .map((line) => line.replace(CONTROLS, ''))
    .join('\n')
}

/**
 * `raw` (a lead as received, JSON or form) with every string cleaned, at any depth: strings of a
 * multi-line field by `multiLine`, every other by `singleLine`. Other values are kept as they are.
 */
export function withoutControlCharacters(raw: unknown, key?: string): unknown {
  if (typeof raw === 'string')
    return key && MULTI_LINE_FIELDS.has(key) ? multiLine(raw) : singleLine(raw)
  if (Array.isArray(raw)) return raw.map((item) => withoutControlCharacters(item))
  if (typeof raw === 'object' && raw !== null) {
    return Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, withoutControlCharacters(value, name)])
    )
  }
  return raw
}
