import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import type { CardGridTwoColumnsBlock } from './schema.ts'

/** Section block `card_grid_two_columns`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridTwoColumnsBlock>) {
  return <CardGridView block={block} />
}
