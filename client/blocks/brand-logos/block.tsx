import type { BlockPropsOf } from '../block-modules.ts'
import { siteBasics } from '../../config/site-basics.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href } from '../../routes/href.ts'
import { Section } from '../section-frame.tsx'
import './brand-logos.css'
import { useLanguage } from '../../locale/messages.ts'

/** Logos are drawn at 3:1. */
const LOGO = { width: 240, height: 80 }

/**
 * Section block: the group's brand logos, each linking to its brand page. The site
 * configuration's `hiddenBrandLogos` are left out (spec §1: one brand logo hidden).
 */
export function Block({ block, data }: BlockPropsOf<'brand_logos'>) {
  const language = useLanguage()
  const hidden: readonly string[] = siteBasics.hiddenBrandLogos
  const brands = (data?.brands ?? []).filter((brand) => !hidden.includes(brand.slug))
  if (brands.length === 0) return null
  return (
    <Section uid={block._uid} title={block.title} className="brand-logos">
      <ul className="brand-logos__list">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Link href={href('slug', { slug: brand.slug }, language)} className="brand-logos__link">
              <img src={brand.logo} alt={brand.name} {...LOGO} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
