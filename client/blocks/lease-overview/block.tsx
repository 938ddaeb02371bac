import { useEffect } from 'react'
import { siteBasics } from '../../config/site-basics.ts'
import type { LeaseOfferSummary } from '../../domain/lease-offer.ts'
import { track } from '../../features/analytics/events.ts'
import { useFormats } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { leaseBlocksMessages } from '../../locale/messages/lease-blocks.ts'
import { Link } from '../../../framework/router/link.tsx'
import type { Language } from '../../locale/language.ts'
import { contentPages, href, pageHref } from '../../routes/href.ts'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import './lease-overview.css'

/** The page of an offer: `/private-lease/{slug}` or `/business-lease/{slug}`. */
export function leaseOfferPath(
  offer: Pick<LeaseOfferSummary, 'type' | 'slug'>,
  language: Language
): string {
  const list = contentPages[offer.type === 'private' ? 'privateLease' : 'businessLease']
  return href('slug', { slug: `${list}/${offer.slug}` }, language)
}

/**
 * The current lease offers as cards with their monthly price: TVAC for private lease, HTVA for
 * business lease (NOTES.md), with duration, mileage and, as the site is configured, WLTP CO2.
 */
export function Block({ block, data }: BlockPropsOf<'lease_overview'>) {
  const offers = data?.offers ?? []
  const text = useMessages(leaseBlocksMessages)
  const format = useFormats()
  const language = useLanguage()
  const ids = offers.map((offer) => offer.slug).join(',')
  useEffect(() => {
    if (ids)
      track('view_lease_vehicle_overview', { lease_vehicles: ids.split(',').map((id) => ({ id })) })
  }, [ids])
  const business = block.lease_type === 'business'
  return (
    <Section title={block.title} intro={block.intro} className="lease-overview">
      {offers.length === 0 ? (
        <p>
          {text.overview.empty.before}
          <Link href={pageHref('contact', language)}>{text.overview.empty.link}</Link>
          {text.overview.empty.after}
        </p>
      ) : (
        <ul className="lease-overview__list">
          {offers.map((offer) => {
            const price = business
              ? offer.configuration.pricePerMonth.exclVat
              : offer.configuration.pricePerMonth.inclVat
            return (
              <li key={offer.slug} className="lease-card">
                <img
                  src={offer.image.url}
                  alt=""
                  width={offer.image.width}
                  height={offer.image.height}
                  loading="lazy"
                  decoding="async"
                />
                <h3 className="lease-card__title">
                  <Link href={leaseOfferPath(offer, language)} className="lease-card__link">
                    {offer.title} <span>{offer.trim}</span>
                  </Link>
                </h3>
                <p className="lease-card__price">
                  <strong>{format.price(price.amount)}</strong> {text.perMonth(business)}
                </p>
                <p className="lease-card__terms">
                  {text.overview.terms(
                    offer.configuration.durationMonths,
                    format.kilometres(offer.configuration.annualMileageKm),
                    format.price(offer.configuration.deposit.amount)
                  )}
                </p>
                {siteBasics.showLeaseCo2 && (
                  <p className="lease-card__co2">
                    CO<sub>2</sub>
                    {text.overview.co2}
                    {format.co2(offer.co2)}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
