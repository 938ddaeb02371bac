import type { BlockProps } from '../block-modules.ts'
import { CardGridView } from '../card-grid/card-grid-view.tsx'
import { Scroller } from '../carousel/scroller.tsx'
import type { CardGridSliderBlock } from './schema.ts'

/** Section block `card_grid_slider`: the shared card grid in its own layout. */
export function Block({ block }: BlockProps<CardGridSliderBlock>) {
  return <CardGridView block={block} scroller={Scroller} />
}
