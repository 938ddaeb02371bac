import { resolve } from 'node:path'
import { markerFindings } from '../../scripts/deploy/bundle-check.ts'
import { languageMarkers } from '../../scripts/deploy/language-markers.ts'
import type { Language } from '../../client/locale/language.ts'

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

/** The interface texts a page in `language` must not show: the other languages' own ones. */
export async function foreignInterfaceTexts(language: Language, others: readonly Language[]) {
  const root = resolve(import.meta.dirname, '../..')
  return (await Promise.all(others.map((other) => languageMarkers(root, other, language)))).flat()
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

/** The other languages' texts a page shows, each once (catalogues may share a text). */
export function mixingFindings(
  html: string,
  foreign: Awaited<ReturnType<typeof foreignInterfaceTexts>>
): MixingFinding[] {
  const text = readableHtml(html)
  const found = new Map<string, MixingFinding>()
  for (const marker of foreign) {
    if (typeof marker.find !== 'string') continue
    const known = found.get(marker.find)
    if (known) {
      known.labels.push(marker.label)
      continue
    }
    const index = text.indexOf(marker.find)
    if (index < 0) continue
    const context = text.slice(Math.max(0, index - 20), index + marker.find.length + 20)
    found.set(marker.find, {
      text: marker.find,
      labels: [marker.label],
      context: context.replace(/\s+/g, ' '),
    })
  }
  return [...found.values()]
}

/** Each interface text of another language that a page shows, with a little context. */
export function languageMixing(
  path: string,
  html: string,
  foreign: Awaited<ReturnType<typeof foreignInterfaceTexts>>
): string[] {
  return markerFindings([{ path, text: readableHtml(html) }], foreign)
}
