import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The page-mixing check's matcher (issue 31): every interface text of the other languages, as
 * pieces a page can show. A catalogue text with values (a function: `(count, n) => \`${n}
 * Fahrzeuge\``) is called with stand-ins and split around them, so its fixed words count too;
 * short texts count (a word alone only as a whole text, a label or a button; several words
 * anywhere, word-bounded, so "Ja" is not found in "Jaune"). A piece the page's own
 * language also writes ("E-mail", "Kia", "Leasing", "Showroom": a word of any of its catalogue
 * texts) says nothing about mixing and is left out, as is a piece without two letters.
 */

/** Stands for a value in a catalogue text; no catalogue writes it. */
const HOLE = '\u{E000}'
/** A few numbers too: a plural branch ("1 véhicule", "5 véhicules") chooses its words by them. */
const TRIALS: readonly ((index: number) => unknown)[] = [() => HOLE, () => 1, () => 5, () => 0]

/** The pieces of a text around its values and numbers, trimmed of spaces and punctuation. */
function pieces(text: string): string[] {
  return text
    .split(new RegExp(`${HOLE}|\\d+(?:[.,\\u202f]\\d+)*`, 'u'))
    .map((piece) => piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, ''))
    .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= 2)
}

/** Every text a catalogue value can show, as pieces; functions called with stand-ins. */
export function cataloguePieces(value: unknown): string[] {
  if (typeof value === 'string') return pieces(value)
  if (typeof value === 'function') {
    const shown = new Set<string>()
    for (const trial of TRIALS) {
      try {
        const result: unknown = Reflect.apply(
          value,
          undefined,
          Array.from({ length: Math.max(value.length, 1) }, (_, index) => trial(index))
        )
        for (const piece of cataloguePieces(result)) shown.add(piece)
      } catch {
        // A text that needs a value of another kind (a date, a list): the other trials cover it.
      }
    }
    return [...shown]
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(cataloguePieces)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Before and after a fixed part that starts or ends with a letter: not inside a longer word. */
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])'
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])'

/** A template's fixed part as a pattern: "en" matches the word, never "Avenger"'s letters. */
function boundedPart(part: string): string {
  const text = part.trim()
  const start = /^[\p{L}\p{N}]/u.test(text) ? NOT_AFTER_WORD : ''
  const end = /[\p{L}\p{N}]$/u.test(text) ? NOT_BEFORE_WORD : ''
  return `${start}${escape(text)}${end}`
}

/**
 * The whole texts a catalogue's texts with values can show, as patterns ("Voir 24 véhicules" for
 * `Voir ${vehicles}`): a text whose fixed words are one word each side of a value is matched
 * whole, since that word alone may be a name. Only texts whose fixed parts have letters.
 */
export function catalogueTemplates(value: unknown): RegExp[] {
  if (typeof value === 'function') {
    try {
      const shown: unknown = Reflect.apply(
        value,
        undefined,
        Array.from({ length: Math.max(value.length, 1) }, () => HOLE)
      )
      if (typeof shown !== 'string' || !shown.includes(HOLE)) return []
      const parts = shown.split(HOLE)
      if (parts.join('').replace(/[^\p{L}]/gu, '').length < 2) return []
      return [new RegExp(`^${parts.map(boundedPart).join('\\s*.+?\\s*')}$`, 'u')]
    } catch {
      return []
    }
  }
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(catalogueTemplates)
}

const wordPatterns = new Map<string, RegExp>()

/** Whether `piece` stands in `text` as words of its own (not inside a longer word). */
function containsWords(text: string, piece: string, flags = 'u'): boolean {
  // A crawl asks about the same few thousand pieces on every page: each pattern is built once.
  const key = `${flags}:${piece}`
  let pattern = wordPatterns.get(key)
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(piece)}(?![\\p{L}\\p{N}])`, flags)
    wordPatterns.set(key, pattern)
  }
  return pattern.test(text)
}

/** The words of a text, lowercased: what a piece's first word must be among to be there at all. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
const firstWords = new Map<string, string | undefined>()
const firstWord = (text: string) => {
  if (!firstWords.has(text)) firstWords.set(text, wordsOf(text)[0])
  return firstWords.get(text)
}
const firstPieces = new Map<RegExp, string | undefined>()
const firstPiece = (pattern: RegExp) => {
  if (!firstPieces.has(pattern)) firstPieces.set(pattern, fixedPieces(pattern)[0])
  return firstPieces.get(pattern)
}

/** A `catalogueTemplates` pattern as a reader writes it: "Voir …", "… véhicules". */
function readable(pattern: RegExp): string {
  return pattern.source
    .replace(/^\^|\$$/g, '')
    .replaceAll(NOT_AFTER_WORD, '')
    .replaceAll(NOT_BEFORE_WORD, '')
    .split('\\s*.+?\\s*')
    .map((part) => part.replace(/\\(.)/g, '$1'))
    .join(' … ')
    .trim()
}

/** The fixed words of a `catalogueTemplates` pattern, as `pieces`. */
function fixedPieces(pattern: RegExp): string[] {
  return pattern.source
    .replace(/^\^|\$$/g, '')
    .replaceAll(NOT_AFTER_WORD, '')
    .replaceAll(NOT_BEFORE_WORD, '')
    .split('\\s*.+?\\s*')
    .flatMap((part) => pieces(part.replace(/\\(.)/g, '$1')))
}

/**
 * Names of products the group sells under one name in every language: Luxembourg's French
 * content writes "Private lease" as the English texts do (the product, not a translation).
 */
const PRODUCT_NAMES = new Set(['private lease'])

/** One interface text of another language, with the catalogue files that hold it. */
export interface ForeignText {
  text: string
  labels: string[]
  /** For a text with values: the whole text it shows (`catalogueTemplates`). */
  pattern?: RegExp
}

/**
 * The texts of `others`' catalogues that a page in a language whose catalogues write `own` must
 * not show: every piece of theirs that its own texts do not also write (case aside).
 */
export function foreignTexts(
  own: readonly string[],
  others: readonly { label: string; value: unknown }[]
): ForeignText[] {
  const ownText = own.join('\n')
  const byText = new Map<string, ForeignText>()
  for (const { label, value } of others) {
    for (const piece of cataloguePieces(value)) {
      const known = byText.get(piece)
      if (known) {
        if (!known.labels.includes(label)) known.labels.push(label)
        continue
      }
      byText.set(piece, { text: piece, labels: [label] })
    }
  }
  const pieces = [...byText.values()].filter(
    ({ text }) => !containsWords(ownText, text, 'iu') && !PRODUCT_NAMES.has(text.toLowerCase())
  )
  const templates = others.flatMap(({ label, value }) =>
    catalogueTemplates(value)
      .filter((pattern) => !own.some((text) => pattern.test(text)))
      // A text whose fixed words the page's language writes too ("WLTP: … · CO₂", "Page 2",
      // "12 KB") is the same text in both languages.
      .filter(
        (pattern) => !fixedPieces(pattern).every((piece) => containsWords(ownText, piece, 'iu'))
      )
      .map((pattern) => ({ text: readable(pattern), labels: [label], pattern }))
  )
  return [...pieces, ...templates]
}

/** The foreign texts found in a page's visible texts (`visibleTexts`), each with its context. */
export function foundForeignTexts(
  shown: readonly string[],
  foreign: readonly ForeignText[]
): { text: string; labels: string[]; context: string }[] {
  const found: { text: string; labels: string[]; context: string }[] = []
  const whole = new Set(shown)
  // Most foreign texts are not on a page: a word they start with is missing from it.
  const pageWords = new Set(wordsOf(shown.join('\n')))
  const absent = (text: string) => {
    const first = firstWord(text)
    return first !== undefined && !pageWords.has(first)
  }
  for (const { text, labels, pattern } of foreign) {
    if (pattern) {
      const first = firstPiece(pattern)
      if (first !== undefined && absent(first)) continue
      const where = shown.find((line) => pattern.test(line))
      if (where !== undefined) found.push({ text, labels, context: where.slice(0, 120) })
      continue
    }
    // One word ("Prix", "Ja") only as a whole text (a label, a button): inside a sentence it may
    // be a name ("Concession de Bertrange", "1.2 Hybrid") or content the CMS falls back to.
    if (absent(text)) continue
    const where = /\s/u.test(text)
      ? shown.find((line) => containsWords(line, text))
      : whole.has(text)
        ? text
        : undefined
    if (where !== undefined) found.push({ text, labels, context: where.slice(0, 120) })
  }
  return found
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' }
const decode = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, decimal, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex as string, 16))
    if (decimal) return String.fromCodePoint(Number(decimal))
    return ENTITIES[(name as string).toLowerCase()] ?? entity
  })

/** Attributes whose value a reader (or a screen reader) gets. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/gi

/** Elements without content or end tag. */
const VOID_ELEMENTS = new Set([
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

/** A start or end tag, a comment or doctype, or a run of text. */
const HTML_TOKEN = /<(\/?)([a-z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|([^<]+)|</gi

/**
 * What a reader of a page gets, one piece per text node or read attribute, entities decoded:
 * neither scripts, styles nor markup (class names, paths), and nothing inside an element marked
 * as written in another language than `pageLocale`'s (`lang`: the language switch's links, a
 * stock text that fell back to French), however deep.
 */
export function visibleTexts(html: string, pageLocale?: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
  const pageLanguage = pageLocale?.split('-')[0]?.toLowerCase()
  const otherLanguage = (lang: string | undefined) =>
    pageLanguage !== undefined &&
    lang !== undefined &&
    lang.split('-')[0]?.toLowerCase() !== pageLanguage
  const texts: string[] = []
  // The open elements, each with whether it is (or sits in) another language's.
  const open: { tag: string; foreign: boolean }[] = []
  const inForeign = () => open.at(-1)?.foreign ?? false
  for (const [, closing, name, attributes = '', text] of body.matchAll(HTML_TOKEN)) {
    if (text !== undefined) {
      if (!inForeign()) texts.push(...text.split('\n').map(decode))
      continue
    }
    if (name === undefined) continue
    const tag = name.toLowerCase()
    if (closing) {
      // Up to the element it closes (an end tag HTML lets a page leave out is closed with it).
      const at = open.map((element) => element.tag).lastIndexOf(tag)
      if (at >= 0) open.length = at
      continue
    }
    const foreign = inForeign() || otherLanguage(/\slang="([^"]*)"/i.exec(attributes)?.[1])
    if (!foreign) {
      for (const [, value = ''] of attributes.matchAll(READ_ATTRIBUTES)) {
        // An address (`og:image`, `og:url`) is no text.
        if (!/^(?:https?:|\/)/.test(value)) texts.push(decode(value))
      }
    }
    if (!VOID_ELEMENTS.has(tag) && !attributes.endsWith('/')) open.push({ tag, foreign })
  }
  return texts.map((text) => text.trim()).filter(Boolean)
}

/** Every catalogue file's default export of `language`, by file name. */
export async function catalogueFiles(
  root: string,
  language: string
): Promise<{ label: string; value: unknown }[]> {
  const folder = join(root, 'client/locale/messages', language)
  return Promise.all(
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map(async (file) => ({
        label: `${language} text of ${file}`,
        value: ((await import(pathToFileURL(join(folder, file)).href)) as { default: unknown })
          .default,
      }))
  )
}
