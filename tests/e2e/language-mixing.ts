import { resolve } from 'node:path'
import {
  catalogueFiles,
  cataloguePieces,
  foreignTexts,
  foundForeignTexts,
  visibleTexts,
} from '../../scripts/i18n/foreign-texts.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' }

/**
 * What a reader of the page gets: its text and attributes (labels, titles, placeholders), entities
 * decoded, without scripts and styles (the page's data, which may hold content that Storyblok
 * fell back to French for, as it should, is not interface text).
 */
export function readableHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex, decimal, name) => {
      if (hex) return String.fromCodePoint(Number.parseInt(hex as string, 16))
      if (decimal) return String.fromCodePoint(Number(decimal))
      return ENTITIES[(name as string).toLowerCase()] ?? entity
    })
}

/**
 * The interface texts a page in `language` must not show: every piece of every other language's
 * catalogues that its own catalogues do not also write (scripts/i18n/foreign-texts.ts: texts with
 * values split around them, short ones included).
 */
export async function foreignInterfaceTexts(language: Language, others: readonly Language[]) {
  const root = resolve(import.meta.dirname, '../..')
  const own = (await catalogueFiles(root, language)).flatMap((file) => cataloguePieces(file.value))
  const theirs = (await Promise.all(others.map((other) => catalogueFiles(root, other)))).flat()
  return { locale: LOCALES[language], texts: foreignTexts(own, theirs) }
}

/** One interface text of another language on a page: which catalogue texts, and where. */
export interface MixingFinding {
  /** The text as the catalogues write it. */
  text: string
  /** The catalogues that hold it (`fr text of stock.ts`, …). */
  labels: string[]
  /** The text with a little of the page around it. */
  context: string
}

const normalized = (text: string) => text.slice(0, 120).replace(/\s+/g, ' ')

/**
 * The other languages' texts a page shows, each once (catalogues may share a text). Text marked
 * as written in another language is left out with its element (`lang`: the language switch's
 * links, the stock's free text where it fell back to French, the job stories' department, a field
 * editors do not translate); everything else on the page is checked.
 */
export function mixingFindings(
  html: string,
  foreign: Awaited<ReturnType<typeof foreignInterfaceTexts>>
): MixingFinding[] {
  return foundForeignTexts(visibleTexts(html, foreign.locale), foreign.texts).map((finding) => ({
    ...finding,
    context: normalized(finding.context),
  }))
}

/** Each interface text of another language that a page shows, with a little context. */
export function languageMixing(
  path: string,
  html: string,
  foreign: Awaited<ReturnType<typeof foreignInterfaceTexts>>
): string[] {
  return mixingFindings(html, foreign).map(
    (finding) => `${path}: ${finding.labels.join(', ')}: "${finding.text}" in …${finding.context}…`
  )
}
