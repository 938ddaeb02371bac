import type { BlockProps } from '../block-modules.ts'
import { Link } from '../../navigation/link.tsx'
import { Section } from '../section.tsx'
import type { BrandListData } from './brand-data.ts'
import type { BrandLogosBlock } from './schema.ts'
import './brand-logos.css'

/** Logos are drawn at 3:1. */
const LOGO = { width: 240, height: 80 }

/** Section block: the group's brand logos, each linking to its brand page. */
export function Block({ block, data }: BlockProps<BrandLogosBlock, BrandListData | undefined>) {
  const brands = data?.brands ?? []
  if (brands.length === 0) return null
  return (
    <Section uid={block._uid} title={block.title} className="brand-logos">
      <ul className="brand-logos__list">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Link href={`/${brand.slug}`} className="brand-logos__link">
              <img src={brand.logo} alt={brand.name} {...LOGO} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
