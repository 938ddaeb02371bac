import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import type { CardGridFullWidthBlock } from './schema.ts'

/** Section block `card_grid_full_width`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridFullWidthBlock>) {
  return <CardGridView block={block} />
}
