import type { RichTextDocument, RichTextNode } from '../domain/story.ts'

/** Plain text of a document (FAQ structured data, excerpts); blocks and images are left out. */
export function richTextPlainText(document: RichTextDocument): string {
  const parts: string[] = []
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'text') parts.push(node.text)
      else if (node.type === 'hard_break') parts.push(' ')
      else if (node.type === 'emoji') parts.push(node.attrs.emoji)
      else if ('content' in node) {
        walk(node.content)
        parts.push(' ')
      }
    }
  }
  walk(document.content)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/**
 * True when a document shows nothing (a field never typed into is a doc of empty paragraphs),
 * so a block can leave out its wrapper. Same rule as the schema helper, without zod in the
 * browser bundle.
 */
export function isEmptyRichText(document: RichTextDocument): boolean {
  return document.content.every(
    (node) => node.type === 'paragraph' && (node.content ?? []).length === 0
  )
}
