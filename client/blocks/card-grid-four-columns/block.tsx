import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import type { CardGridFourColumnsBlock } from './schema.ts'

/** Section block `card_grid_four_columns`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridFourColumnsBlock>) {
  return <CardGridView block={block} />
}
