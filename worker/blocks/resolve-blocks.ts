import type { ValidatedBlock } from '../../client/blocks/block-data-map.ts'
import { INVALID_BLOCK, type InvalidBlock } from '../../client/blocks/block-list.tsx'
import { hasBlockComponent } from '../../client/blocks/block-modules.ts'
import { isBlockName } from '../../client/blocks/block-names.ts'
import { blockSchemas } from '../../client/blocks/block-schemas.ts'
import { isBlock } from '../../client/domain/is-block.ts'

/** A block of a body as the page gets it: its schema's output, or a placeholder (preview). */
export type ResolvedBlock = ValidatedBlock | InvalidBlock

export interface ResolvedBlocks {
  blocks: ResolvedBlock[]
  /** Blocks dropped or replaced by a placeholder, for reporting. */
  problems: { uid: string; component: string; reason: string }[]
}

/**
 * Validates each section block against its schema (STYLE 5: one registry, a safe fallback). A
 * block that is unknown, has no component, or fails its schema never breaks the page: in
 * preview it becomes a visible placeholder, in production it is left out; either way it is
 * reported by the caller.
 */
export function resolveBlocks(
  raw: readonly unknown[],
  options: { preview: boolean }
): ResolvedBlocks {
  const blocks: ResolvedBlock[] = []
  const problems: ResolvedBlocks['problems'] = []
  for (const block of raw) {
    if (!isBlock(block)) {
      // Without a uid there is nothing to key a placeholder by: reported, never shown.
      problems.push({ uid: '', component: '', reason: "ce n'est pas un bloc" })
      continue
    }
    let reason = 'type de bloc inconnu'
    if (isBlockName(block.component) && hasBlockComponent(block.component)) {
      const parsed = blockSchemas[block.component].safeParse(block)
      if (parsed.success) {
        blocks.push(parsed.data)
        continue
      }
      reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(bloc)'}: ${i.message}`)
        .join('; ')
    }
    problems.push({ uid: block._uid, component: block.component, reason })
    if (options.preview) {
      blocks.push({ component: INVALID_BLOCK, _uid: block._uid, original: block.component, reason })
    }
  }
  return { blocks, problems }
}
