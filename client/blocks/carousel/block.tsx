import type { BlockProps } from '../block-modules.ts'
import type { CarouselSlideBlock } from '../carousel-slide/schema.ts'
import { useMessages } from '../../locale/messages.ts'
import { carouselMessages } from '../../locale/messages/carousel.ts'
import { Link } from '../../../framework/router/link.tsx'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { Section } from '../section-frame.tsx'
import type { CarouselBlock } from './schema.ts'
import { Scroller } from './scroller.tsx'
import './carousel.css'

function Slide({ slide, first }: { slide: CarouselSlideBlock; first: boolean }) {
  const size = imageSizeOr(slide.image.src, { width: 1600, height: 900 })
  const hasText = Boolean(slide.title || slide.text || slide.link)
  const text = useMessages(carouselMessages).carousel
  return (
    <figure className="carousel-slide">
      <img
        className="carousel-slide__image"
        src={slide.image.src}
        alt={slide.image.alt}
        width={size.width}
        height={size.height}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
      {hasText && (
        <figcaption className="carousel-slide__caption">
          {slide.title && <p className="carousel-slide__title">{slide.title}</p>}
          {slide.text && <p className="carousel-slide__text">{slide.text}</p>}
          {slide.link && (
            <Link href={slide.link.href} className="carousel-slide__link">
              {slide.link_label || text.more}
            </Link>
          )}
        </figcaption>
      )}
    </figure>
  )
}

/** Section block: a slideshow the visitor moves through; it only plays when the editor asks. */
export function Block({ block }: BlockProps<CarouselBlock>) {
  const text = useMessages(carouselMessages).carousel
  return (
    <Section uid={block._uid} title={block.title} className="carousel">
      <Scroller
        id={block._uid}
        label={block.title || text.label}
        variant="slides"
        autoplay={block.autoplay}
        items={block.slides.map((slide, index) => ({
          key: slide._uid,
          node: <Slide slide={slide} first={index === 0} />,
        }))}
      />
    </Section>
  )
}
