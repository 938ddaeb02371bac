import { isLegacyPath, lookupKeys } from './normalize.ts'

/** How a row's final target was reached. */
export type ChainOutcome =
  /** The row points at a page of the new site. */
  | 'direct'
  /** The row pointed at other old keys; it now points straight at their final target. */
  | 'collapsed'
  /** Following the targets comes back to a key already seen. */
  | 'loop'
  /** The chain leads to an old path the table does not hold. */
  | 'dangling'
  /** The chain leads to a row without a usable target. */
  | 'dead-end'

export interface ChainResolution {
  /** Final target, or null when the row must answer the page-not-found page. */
  target: string | null
  hops: number
  outcome: ChainOutcome
  /** The old keys visited after the row's own, in order. */
  via: string[]
}

/** Beyond this many hops a chain is treated as a loop: no real table nests deeper. */
export const MAX_HOPS = 16

function splitTarget(target: string): { path: string; search: string } {
  const withoutFragment = target.split('#', 1)[0] ?? ''
  const queryAt = withoutFragment.indexOf('?')
  if (queryAt < 0) return { path: withoutFragment, search: '' }
  return { path: withoutFragment.slice(0, queryAt), search: withoutFragment.slice(queryAt) }
}

/**
 * Follows a row's target through the table the way the Worker would serve it (exact key with
 * query, then the path alone), so that every redirect takes one hop: A→B→C is served as A→C.
 * `isSource` tells a path the table answers (legacy space for the legacy table; the rows' own
 * old paths for the editors' table, redirects/editor-table.ts) from a page of the site.
 */
export function resolveChain(
  key: string,
  targets: ReadonlyMap<string, string | null>,
  isSource: (path: string) => boolean = isLegacyPath
): ChainResolution {
  let current = targets.get(key) ?? null
  const seen = new Set([key])
  const via: string[] = []
  while (current !== null) {
    const { path, search } = splitTarget(current)
    if (!isSource(path)) {
      return {
        target: current,
        hops: via.length,
        outcome: via.length ? 'collapsed' : 'direct',
        via,
      }
    }
    const next = lookupKeys(path, search).find((candidate) => targets.has(candidate))
    if (next === undefined) return { target: null, hops: via.length + 1, outcome: 'dangling', via }
    if (seen.has(next) || via.length >= MAX_HOPS) {
      return { target: null, hops: via.length + 1, outcome: 'loop', via: [...via, next] }
    }
    seen.add(next)
    via.push(next)
    current = targets.get(next) ?? null
  }
  return { target: null, hops: via.length, outcome: via.length ? 'dead-end' : 'direct', via }
}
