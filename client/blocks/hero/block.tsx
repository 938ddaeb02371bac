import type { BlockProps } from '../block-modules.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { usePageTitle } from '../section.tsx'
import { BlockButtons } from '../section-frame.tsx'
import type { HeroBlock } from './schema.ts'
import './hero.css'

/** Banner pictures are drawn at 16:7; Storyblok URLs may say otherwise. */
const BANNER = { width: 1600, height: 700 }
const MOBILE = { width: 800, height: 1000 }

/**
 * Full-width banner with the page title. It opens most pages and is their LCP: the picture loads
 * eagerly at high priority (the loader also preloads it), with its size so nothing shifts.
 */
export function Block({ block }: BlockProps<HeroBlock>) {
  // A content type view that already shows the page's h1 makes this an h2.
  const Heading = usePageTitle() === null ? 'h1' : 'h2'
  const size = imageSizeOr(block.image.src, BANNER)
  const onDark = block.overlay === 'dark'
  return (
    <section
      className={[
        'hero',
        `hero--${block.height}`,
        `hero--overlay-${block.overlay}`,
        `hero--${block.text_position}`,
      ].join(' ')}
    >
      <picture className="hero__media">
        {block.image_mobile && (
          <source
            media="(max-width: 47.99rem)"
            srcSet={block.image_mobile.src}
            {...imageSizeOr(block.image_mobile.src, MOBILE)}
          />
        )}
        <img
          className="hero__image"
          src={block.image.src}
          alt={block.image.alt}
          width={size.width}
          height={size.height}
          fetchPriority="high"
          loading="eager"
          decoding="async"
        />
      </picture>
      <div className="container hero__inner">
        <div className="hero__text">
          <Heading className="hero__title">{block.title}</Heading>
          {block.subtitle && <p className="hero__subtitle">{block.subtitle}</p>}
          <BlockButtons buttons={block.buttons} onDark={onDark} />
        </div>
      </div>
    </section>
  )
}
