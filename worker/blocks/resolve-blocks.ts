import { INVALID_BLOCK } from '../../client/blocks/block-list.tsx'
import { hasBlockComponent } from '../../client/blocks/block-modules.ts'
import { blockSchemas } from '../../client/blocks/block-schemas.ts'
import type { Block } from '../../client/domain/story.ts'

export interface ResolvedBlocks {
  blocks: Block[]
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
  raw: readonly Block[],
  options: { preview: boolean }
): ResolvedBlocks {
  const blocks: Block[] = []
  const problems: ResolvedBlocks['problems'] = []
  for (const block of raw) {
    const schema = blockSchemas[block.component as keyof typeof blockSchemas]
    let reason: string | null = null
    let value: Block = block
    if (!schema || !hasBlockComponent(block.component)) {
      reason = 'type de bloc inconnu'
    } else {
      const parsed = schema.safeParse(block)
      if (parsed.success) value = parsed.data
      else
        reason = parsed.error.issues
          .map((i) => `${i.path.join('.') || '(bloc)'}: ${i.message}`)
          .join('; ')
    }
    if (reason === null) {
      blocks.push(value)
      continue
    }
    problems.push({ uid: block._uid, component: block.component, reason })
    if (options.preview) {
      blocks.push({ component: INVALID_BLOCK, _uid: block._uid, original: block.component, reason })
    }
  }
  return { blocks, problems }
}
