import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import type { CardGridMasonryBlock } from './schema.ts'

/** Section block `card_grid_masonry`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridMasonryBlock>) {
  return <CardGridView block={block} />
}
