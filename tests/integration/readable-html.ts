/**
 * A document written for a reviewer's diff, not for a browser: one tag, text or comment per line,
 * indented by nesting, JSON in `<script>` elements pretty-printed, and what changes from build to
 * build (hashed asset names, nonces) replaced by a placeholder. Whitespace between tags is dropped
 * and text is trimmed: the byte-for-byte proof is the SHA-256 beside it, not this.
 */

/** Elements without a closing tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** Elements whose content is not HTML: kept whole up to their closing tag. */
const RAW = new Set(['script', 'style'])

const TOKEN = /<!--[\s\S]*?-->|<![^>]*>|<\/?[a-zA-Z][^>]*>|[^<]+|</g

/** Hashed file names (`page-Cx3_aB9z.js`) and per-response nonces. */
export function withoutVolatile(text: string): string {
  return text
    .replace(/([\w.-]+)-[\w-]{8}\.(js|css|woff2)\b/g, '$1-[hash].$2')
    .replace(/nonce="[^"]*"/g, 'nonce="[nonce]"')
}

/** A JSON text of the document that is written in another file (the page's `/__data` answer). */
export interface Elsewhere {
  json: string
  file: string
}

function rawContent(tag: string, content: string, indent: string, elsewhere?: Elsewhere): string[] {
  if (!content) return []
  if (/type="application\/(?:ld\+)?json"/.test(tag)) {
    try {
      const json = JSON.stringify(JSON.parse(content), null, 2)
      if (elsewhere && json === JSON.stringify(JSON.parse(elsewhere.json), null, 2)) {
        return [`${indent}[the same JSON as ${elsewhere.file}]`]
      }
      return json.split('\n').map((line) => indent + line)
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return content.split('\n').map((line) => indent + line.trim())
}

/**
 * The readable form of an HTML document (see above); a JSON script equal to `elsewhere` (the
 * embedded page payload, which the `/__data` answer repeats) is named rather than repeated.
 */
export function readableHtml(html: string, elsewhere?: Elsewhere): string {
  const lines: string[] = []
  let depth = 0
  const pad = () => '  '.repeat(depth)
  let rest = withoutVolatile(html)
  while (rest) {
    TOKEN.lastIndex = 0
    const token = TOKEN.exec(rest)?.[0] ?? rest
    rest = rest.slice(token.length)
    if (token.startsWith('</')) {
      depth = Math.max(0, depth - 1)
      lines.push(pad() + token)
      continue
    }
    const name = /^<([a-zA-Z][\w-]*)/.exec(token)?.[1]?.toLowerCase()
    if (!name) {
      const text = token.trim()
      if (text) lines.push(pad() + text)
      continue
    }
    lines.push(pad() + token)
    if (RAW.has(name)) {
      const end = rest.toLowerCase().indexOf(`</${name}`)
      const content = end === -1 ? rest : rest.slice(0, end)
      rest = end === -1 ? '' : rest.slice(end)
      lines.push(...rawContent(token, content, pad() + '  ', elsewhere))
      depth += 1
      continue
    }
    if (!VOID.has(name) && !token.endsWith('/>')) depth += 1
  }
  return `${lines.join('\n')}\n`
}

/** The readable form of a JSON answer: pretty-printed, volatile names replaced. */
export function readableJson(text: string): string {
  try {
    return `${withoutVolatile(JSON.stringify(JSON.parse(text), null, 2))}\n`
  } catch {
    return `${withoutVolatile(text)}\n`
  }
}
