/**
 * Section blocks with a time window (`visible_from`, `visible_until`: client/blocks/fields/
 * blocks.ts) shown only inside it, decided when the page is built (docs/decisions/0049). The
 * next moment a window opens or closes is when the page must be built again: every cache of the
 * page keeps it no longer than that (worker/pages/page-answer.ts, page-cache-slot.ts).
 */

/** The window of a block, in epoch milliseconds (`null`: open on that side). */
function windowOf(block: object): { from: number | null; until: number | null } {
  const from = 'visible_from' in block && typeof block.visible_from === 'string'
  const until = 'visible_until' in block && typeof block.visible_until === 'string'
  return {
    from: from ? Date.parse(String(block.visible_from)) : null,
    until: until ? Date.parse(String(block.visible_until)) : null,
  }
}

/**
 * The blocks visible at `now`, and the next moment (epoch ms) one of them appears or disappears,
 * or `null` when none will without a publish.
 *
 * @example
 * visibleBlocks([{ visible_until: '2026-12-01T00:00:00.000Z' }], Date.parse('2026-11-27'))
 * // { shown: [that block], changesAt: Date.parse('2026-12-01') }
 */
export function visibleBlocks<T extends object>(
  blocks: readonly T[],
  now: number
): { shown: T[]; changesAt: number | null } {
  let changesAt: number | null = null
  const later = (at: number | null) => {
    if (at !== null && at > now && (changesAt === null || at < changesAt)) changesAt = at
  }
  const shown = blocks.filter((block) => {
    const { from, until } = windowOf(block)
    later(from)
    later(until)
    return (from === null || from <= now) && (until === null || now < until)
  })
  return { shown, changesAt }
}
