import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import type { CardGridSmallBlock } from './schema.ts'

/** Section block `card_grid_small`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridSmallBlock>) {
  return <CardGridView block={block} />
}
