import type { BlockPropsOf } from '../block-modules.ts'
import { usePageTitle } from '../section.tsx'
import { BlockButtons } from '../section-frame.tsx'
import { QuickSearch } from '../../features/stock/quick-search.tsx'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { stockHeroMessages } from '../../locale/messages/stock-hero.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import './block.css'

/** Banner pictures are drawn wide; Storyblok URLs may say otherwise. */
const BANNER = { width: 1600, height: 600 }

/** A banner over the stock with the number of vehicles on offer and the quick search. */
export function Block({ block, data }: BlockPropsOf<'stock_hero'>) {
  // A content type view that already shows the page's h1 makes this an h2.
  const Heading = usePageTitle() === null ? 'h1' : 'h2'
  const text = useMessages(stockHeroMessages)
  const format = useFormats()
  const category = block.condition === 'all' ? undefined : block.condition
  const size = imageSizeOr(block.image.src, BANNER)
  return (
    <section className="stock-hero">
      <img
        className="stock-hero__image"
        src={block.image.src}
        alt={block.image.alt}
        width={size.width}
        height={size.height}
        fetchPriority="high"
        loading="eager"
        decoding="async"
      />
      <div className="stock-hero__content container">
        <Heading className="stock-hero__title">{block.title}</Heading>
        {block.subtitle && <p className="stock-hero__subtitle">{block.subtitle}</p>}
        {data && (
          <p className="stock-hero__count">
            <strong>{format.number(data.total)}</strong> {text.available(data.total)}
          </p>
        )}
        <BlockButtons buttons={block.buttons} onDark />
        {block.show_quick_search && data && (
          <QuickSearch
            data={data.quickSearch}
            initialBrand={block.brand ?? ''}
            {...(category ? { category } : {})}
            onDark
            idPrefix={`quick-search-${block._uid}`}
          />
        )}
      </div>
    </section>
  )
}
