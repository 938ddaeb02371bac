import type { BlockPropsOf } from '../block-modules.ts'
import type { Formats } from '../../locale/format.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { brandBlocksMessages } from '../../locale/messages/brand-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href } from '../../routes/href.ts'
import { Section } from '../section-frame.tsx'
import './brand-overview.css'

function plural(format: Formats, count: number, one: string, many: string): string {
  return `${format.number(count)} ${count === 1 ? one : many}`
}

/** Section block: a tile per brand with its logo, range, stock and starting prices. */
export function Block({ block, data }: BlockPropsOf<'brand_overview'>) {
  const brands = data?.brands ?? []
  const text = useMessages(brandBlocksMessages)
  const format = useFormats()
  const suffix = usePriceSuffix()
  const language = useLanguage()
  return (
    <Section uid={block._uid} title={block.title} intro={block.intro} className="brand-overview">
      {brands.length === 0 ? (
        <p>{text.unavailable}</p>
      ) : (
        <ul className="brand-overview__list">
          {brands.map((brand) => (
            <li key={brand.slug} className="brand-tile">
              <img
                className="brand-tile__logo"
                src={brand.logo}
                alt=""
                width={240}
                height={80}
                loading="lazy"
                decoding="async"
              />
              <h3 className="brand-tile__name">
                <Link
                  href={href('slug', { slug: brand.slug }, language)}
                  className="brand-tile__link"
                >
                  {brand.name}
                </Link>
              </h3>
              <p className="brand-tile__facts">
                {plural(format, brand.modelCount, text.models.one, text.models.many)} ·{' '}
                {plural(format, brand.stockCount, text.stock.one, text.stock.many)}
              </p>
              <dl className="brand-tile__prices">
                {brand.cashPriceFrom && (
                  <div>
                    <dt>{text.priceFrom}</dt>
                    <dd>
                      {format.price(brand.cashPriceFrom.amount)}{' '}
                      {suffix(brand.cashPriceFrom.suffix)}
                    </dd>
                  </div>
                )}
                {brand.leasePriceFrom && (
                  <div>
                    <dt>{text.leaseFrom}</dt>
                    <dd>
                      {format.price(brand.leasePriceFrom.amount)}{' '}
                      {suffix(brand.leasePriceFrom.suffix)}
                    </dd>
                  </div>
                )}
              </dl>
              <p className="brand-tile__more">
                <Link href={href('brand-models', { brand: brand.slug }, language)}>
                  {text.allModels}
                  <span className="visually-hidden"> {brand.name}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
