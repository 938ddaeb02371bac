import type { ComponentProps, ReactNode } from 'react'
import { Card } from '../card/card.tsx'
import type { Scroller } from '../carousel/scroller.tsx'
import type { CardGridBlock } from './schema.ts'
import { type CardGridComponent, cardGridLayouts } from './card-grid-layouts.ts'
import { BlockButtons, Section } from '../section-frame.tsx'
import './card-grid.css'

/** The fields all seven card grids share, with their own component name. */
type AnyCardGrid = Omit<CardGridBlock, 'component'> & { component: CardGridComponent }

/**
 * The one grid behind the seven card grid blocks; the component name picks the layout. The
 * slider's block passes the scroller it shows its cards in: the six other grids then load none
 * of the scroller's code (docs/decisions/0030).
 */
export function CardGridView({
  block,
  scroller: SliderScroller,
}: {
  block: AnyCardGrid
  scroller?: (props: ComponentProps<typeof Scroller>) => ReactNode
}) {
  const layout = cardGridLayouts[block.component]
  const count = block.cards.length
  const cards = block.cards.map((card, index) => ({
    key: card._uid,
    node: <Card card={card} layout={layout} index={index} count={count} />,
  }))
  const onDark = block.background === 'dark'
  return (
    <Section
      uid={block._uid}
      title={block.title}
      intro={block.intro}
      background={block.background}
      className={`card-grid card-grid--${layout}`}
      wide={layout === 'full-width'}
      footer={
        block.buttons.length > 0 ? <BlockButtons buttons={block.buttons} onDark={onDark} /> : null
      }
    >
      {layout === 'slider' && SliderScroller ? (
        <SliderScroller id={block._uid} label={block.title} items={cards} variant="cards" />
      ) : (
        <ul
          className={`card-grid__list card-grid__list--${layout}`}
          data-count={Math.min(count, 4)}
        >
          {cards.map((card) => (
            <li key={card.key} className="card-grid__item">
              {card.node}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
