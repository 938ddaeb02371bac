import type { CardBlock } from '../card/schema.ts'

/**
 * The seven card grids share their fields and differ by layout only (the editor picks the
 * layout by picking the block). What each layout decides is written down here, apart from the
 * markup, so it can be tested.
 */
export const cardGridLayouts = {
  card_grid: 'grid',
  card_grid_full_width: 'full-width',
  card_grid_four_columns: 'four-columns',
  card_grid_masonry: 'masonry',
  card_grid_slider: 'slider',
  card_grid_small: 'small',
  card_grid_two_columns: 'two-columns',
} as const

export type CardGridComponent = keyof typeof cardGridLayouts
export type CardGridLayout = (typeof cardGridLayouts)[CardGridComponent]

/** Cards per row on a wide screen (the slider shows this many at once). */
export const columnsOf: Record<CardGridLayout, number> = {
  grid: 3,
  'full-width': 3,
  'four-columns': 4,
  masonry: 3,
  slider: 3,
  small: 4,
  'two-columns': 2,
}

/** Small cards are text links: no picture. */
export function showsImage(layout: CardGridLayout): boolean {
  return layout !== 'small'
}

/**
 * The `sizes` attribute of a card picture: the browser picks the file before layout, so it is
 * told how wide a card is at each breakpoint (one per row below 48rem).
 */
export function cardImageSizes(layout: CardGridLayout, count: number): string {
  const columns = Math.max(1, Math.min(columnsOf[layout], count))
  if (layout === 'full-width') return `(min-width: 48rem) ${Math.round(100 / columns)}vw, 100vw`
  if (layout === 'slider') return '(min-width: 64rem) 24rem, 80vw'
  const container = 76 // rem, the --container token
  return `(min-width: ${container}rem) ${Math.round((container * 16) / columns)}px, (min-width: 48rem) ${Math.round(100 / Math.min(columns, 2))}vw, 100vw`
}

/** Pictures are cropped to one ratio per layout; masonry alternates to build its rhythm. */
export function cardImageFrame(
  layout: CardGridLayout,
  index: number
): { width: number; height: number } {
  if (layout === 'masonry') {
    const frames = [
      { width: 1200, height: 1500 },
      { width: 1200, height: 800 },
      { width: 1200, height: 1200 },
    ]
    return frames[index % frames.length] as { width: number; height: number }
  }
  if (layout === 'two-columns' || layout === 'full-width') return { width: 1600, height: 900 }
  return { width: 1200, height: 800 }
}

/**
 * The words under a card that has a link; the editor's label, else a sober default in the page's
 * language (`text`: the content blocks' card text).
 */
export function cardCallToAction(
  card: Pick<CardBlock, 'link' | 'link_label'>,
  text: { more: string }
): string | null {
  if (!card.link) return null
  return card.link_label || text.more
}
