import { langOf } from '../../locale/lang-of.ts'
import { prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import { useEffect, useMemo } from 'react'
import { siteBasics } from '../../config/site-basics.ts'
import { track } from '../../features/analytics/events.ts'
import { leaseInputParams, offerLeaseChoices } from '../../features/lease-calculator/lease-input.ts'
import { leaseVehicleOfOffer } from '../../features/lease-calculator/lease-vehicle.ts'
import { formatCalendarDate } from '../../locale/format-calendar-date.ts'
import { offerRequestHref } from '../../features/lead-forms/form-links.ts'
import { offerStart } from './offer-lease.ts'
import { useFormats } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { leaseBlocksMessages } from '../../locale/messages/lease-blocks.ts'
import { leaseDetailMessages } from '../../locale/messages/lease-detail.ts'
import { Button } from '../../ui/button.tsx'
import type { BlockPropsOf } from '../block-modules.ts'
import { usePageTitle } from '../section.tsx'
import { leaseCalculator } from './calculator-slot.tsx'
import './lease-detail.css'

/**
 * One lease offer: the monthly price (TVAC for private, HTVA for business, the other basis next
 * to it), the lease configuration of spec §3, what the contract includes and leaves out, WLTP CO2
 * and the conditions, with the way to ask for it: as it is, or after changing the duration,
 * mileage and deposit in the offer's calculator. The server answers 404 when the offer is gone.
 */
export function Block({ block, data }: BlockPropsOf<'lease_detail'>) {
  const offer = data?.offer
  const Heading = usePageTitle() === null ? 'h1' : 'h2'
  const termsId = `lease-terms-${block._uid}`
  const all = useMessages(leaseBlocksMessages)
  const language = useLanguage()
  const text = useMessages(leaseDetailMessages)
  const format = useFormats()
  useEffect(() => {
    if (offer) track('view_lease_vehicle_detail', { lease_vehicle: { id: offer.slug } })
  }, [offer])
  const input = data?.input
  // One element per offer (see `lazySlot`): the slot keeps the server's HTML while its code loads.
  const calculator = useMemo(
    () =>
      offer &&
      input && (
        <leaseCalculator.Slot
          vehicle={leaseVehicleOfOffer(offer)}
          choices={offerLeaseChoices(offer)}
          initial={input}
          start={offerStart(offer)}
          showCo2={false}
          showTerms={false}
          request={{
            href: (query) => offerRequestHref(offer, language, query),
            label: text.customRequest,
          }}
        />
      ),
    [offer, input, language, text]
  )
  if (!offer) return null
  // The offer's free text: in the page's language, or French where the stock has no translation.
  const textLang = langOf(offer.textLanguage, language)
  const config = offer.configuration
  const business = offer.type === 'business'
  const [main, other] = business
    ? [config.pricePerMonth.exclVat, config.pricePerMonth.inclVat]
    : [config.pricePerMonth.inclVat, config.pricePerMonth.exclVat]
  return (
    <section className="container lease-detail">
      <div className="lease-detail__intro">
        <img
          src={offer.image.url}
          alt={offer.image.alt}
          width={offer.image.width}
          height={offer.image.height}
          fetchPriority="high"
        />
        <div>
          <Heading>{block.title || `${offer.title} ${offer.trim}`}</Heading>
          <p className="lease-detail__trim">
            {offer.brand.name} {offer.model.name} {offer.trim} · {business ? 'Business' : 'Private'}{' '}
            lease
          </p>
          <p className="lease-detail__price">
            <strong>{format.price(main.amount)}</strong> {all.perMonth(business)}
          </p>
          <p className="lease-detail__other">{text.other(format.price(other.amount), business)}</p>
          <p {...textLang}>{offer.description}</p>
          {block.show_request_form && (
            <Button
              label={text.request}
              to={offerRequestHref(offer, language, leaseInputParams(data.input))}
            />
          )}
        </div>
      </div>
      <dl className="lease-detail__config">
        <dt>{text.color}</dt>
        <dd>{config.color}</dd>
        <dt>{text.duration}</dt>
        <dd>{all.months(config.durationMonths)}</dd>
        <dt>{text.mileage}</dt>
        <dd>
          {text.mileageValue(
            format.kilometres(config.annualMileageKm),
            format.kilometres(config.monthlyMileageKm)
          )}
        </dd>
        <dt>{text.deposit}</dt>
        <dd>{format.price(config.deposit.amount)}</dd>
        <dt>{text.fee}</dt>
        <dd>{format.price(config.establishmentFee.amount)}</dd>
        <dt>{text.completePrice}</dt>
        <dd>
          {format.price(config.completePrice.amount)}
          {text.inclVat}
        </dd>
        {siteBasics.showLeaseCo2 && (
          <>
            <dt>
              {text.co2Before}
              <sub>2</sub>
              {text.co2After}
            </dt>
            <dd>{format.co2(offer.co2)}</dd>
          </>
        )}
      </dl>
      {block.show_request_form && data.input && (
        <section className="lease-detail__calculator" aria-labelledby={`${termsId}-calculator`}>
          <h2 id={`${termsId}-calculator`}>{text.customise}</h2>
          <p>{text.customiseIntro}</p>
          {calculator}
        </section>
      )}
      {block.show_contract_terms && (
        <section className="lease-detail__terms" aria-labelledby={termsId}>
          <h2 id={termsId}>{text.terms}</h2>
          <div>
            <h3>{text.included}</h3>
            <ul {...textLang}>
              {offer.contractTerms.included.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{text.notIncluded}</h3>
            <ul {...textLang}>
              {offer.contractTerms.notIncluded.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <p className="lease-detail__conditions">
        <span {...textLang}>{offer.conditions}</span>
        {text.validUntil(formatCalendarDate(offer.validUntil, format.language))}
      </p>
    </section>
  )
}

/**
 * The calculator's code: awaited for the Worker's render and a client navigation; on the first
 * hydration it loads once the page has hydrated (see `lazySlot`).
 */
export function prepare(options: { initial: boolean }) {
  return prepareSlots(options, leaseCalculator)
}
