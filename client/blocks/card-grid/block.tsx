import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from './card-grid-view.tsx'
import type { CardGridBlock } from './schema.ts'

/** Section block `card_grid`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridBlock>) {
  return <CardGridView block={block} />
}
