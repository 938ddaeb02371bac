import { isBlock } from '../domain/is-block.ts'
import type { Block, RichTextDocument } from '../domain/story.ts'

/**
 * Blocks embedded in rich text (`blok` nodes) sit inside documents, not in the arrays of blocks
 * the page walks. These helpers find them wherever a block keeps a rich text field, so the
 * server can validate them like body blocks and the page can load their code before rendering.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return isRecord(value) && value.type === 'doc' && Array.isArray(value.content)
}

/** Returns a copy of `value` where every `blok` node's body went through `mapBody`. */
export function mapRichTextBlocks<T>(value: T, mapBody: (body: Block[]) => Block[]): T {
  return mapValue(value, mapBody, false) as T
}

function mapValue(
  value: unknown,
  mapBody: (body: Block[]) => Block[],
  inDocument: boolean
): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValue(item, mapBody, inDocument))
  if (!isRecord(value)) return value
  const document = inDocument || (value.type === 'doc' && Array.isArray(value.content))
  const attrs = value.attrs
  if (document && value.type === 'blok' && isRecord(attrs) && Array.isArray(attrs.body)) {
    // Anything in a `blok` node's body that is not a block is left out: nothing could render it.
    const body = attrs.body.filter(isBlock).map((block) => mapBlock(block, mapBody))
    return { ...value, attrs: { ...attrs, body: mapBody(body) } }
  }
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) result[key] = mapValue(child, mapBody, document)
  return result
}

/** A copy of a block whose rich text fields went through `mapValue`. */
function mapBlock(block: Block, mapBody: (body: Block[]) => Block[]): Block {
  const result: Block = { ...block }
  for (const [key, child] of Object.entries(block)) result[key] = mapValue(child, mapBody, false)
  return result
}

/** Every block embedded in rich text anywhere inside `value`, nested ones included. */
export function richTextBlocks(value: unknown): Block[] {
  const found: Block[] = []
  mapRichTextBlocks(value, (body) => {
    found.push(...body)
    return body
  })
  return found
}
