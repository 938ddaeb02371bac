import type { CardGridLayout } from '../card-grid/card-grid-layouts.ts'
import { useMessages } from '../../locale/messages.ts'
import { cardMessages } from '../../locale/messages/card.ts'
import {
  cardCallToAction,
  cardImageFrame,
  cardImageSizes,
  showsImage,
} from '../card-grid/card-grid-layouts.ts'
import { Link } from '../../../framework/router/link.tsx'
import { imageSizeOr, storyblokSrcSet } from '../../rich-text/image-size.ts'
import { Icon } from '../../ui/icons.tsx'
import type { CardBlock } from './schema.ts'
import './card.css'

interface CardProps {
  card: CardBlock
  layout: CardGridLayout
  index: number
  count: number
}

/**
 * One card of a card grid. The title is the card's only link and its hit area covers the whole
 * card (a pseudo-element), so a screen reader hears one link named by the title, not three.
 */
export function Card({ card, layout, index, count }: CardProps) {
  const text = useMessages(cardMessages)
  const callToAction = cardCallToAction(card, text)
  const image = showsImage(layout) ? card.image : null
  const frame = image ? imageSizeOr(image.src, cardImageFrame(layout, index)) : null
  const srcSet = image ? storyblokSrcSet(image.src, [480, 800, 1200, 1600]) : undefined
  const link = card.link
  const title = link ? (
    link.external || link.newTab ? (
      <a
        className="card__link"
        href={link.href}
        rel="noopener noreferrer"
        target={link.newTab ? '_blank' : undefined}
      >
        {card.title}
        {link.newTab && <span className="visually-hidden">{text.newTab}</span>}
      </a>
    ) : (
      <Link className="card__link" href={link.href}>
        {card.title}
      </Link>
    )
  ) : (
    card.title
  )
  return (
    <article className={`card card--${layout}${link ? ' card--linked' : ''}`}>
      {image && frame && (
        <div className="card__media">
          <img
            className="card__image"
            src={image.src}
            alt={image.alt}
            width={frame.width}
            height={frame.height}
            srcSet={srcSet}
            sizes={srcSet ? cardImageSizes(layout, count) : undefined}
            loading="lazy"
            decoding="async"
          />
        </div>
      )}
      <div className="card__body">
        {card.badge && <p className="card__badge">{card.badge}</p>}
        <h3 className="card__title">{title}</h3>
        {card.text && <p className="card__text">{card.text}</p>}
        {callToAction && (
          <p className="card__cta" aria-hidden="true">
            {callToAction}
            <Icon name="arrow-right" size={18} />
          </p>
        )}
      </div>
    </article>
  )
}
