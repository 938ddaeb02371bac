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

/** Each interface text of another language that a page shows, with a little context. */
export function languageMixing(
  path: string,
  html: string,
  foreign: Awaited<ReturnType<typeof foreignInterfaceTexts>>
): string[] {
  return markerFindings([{ path, text: readableHtml(html) }], foreign)
}
