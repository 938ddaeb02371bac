import { z } from 'zod'
import { richTextDocumentSchema, type RichTextDocument } from '../../domain/story.ts'

const emptyDocument: RichTextDocument = { type: 'doc', content: [] }

/**
 * A rich text field. A field never typed into is `''` or missing in Storyblok's JSON: that is an
 * empty document, not an error.
 */
export const richTextField = z.preprocess(
  (value) => (value === '' || value == null ? emptyDocument : value),
  richTextDocumentSchema
)

/** True when the document holds no visible text or element (so a block can skip its wrapper). */
export function isEmptyRichText(document: RichTextDocument): boolean {
  return document.content.every(
    (node) => node.type === 'paragraph' && (node.content ?? []).length === 0
  )
}
