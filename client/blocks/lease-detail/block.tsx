import { useEffect } from 'react'
import { siteBasics } from '../../config/site-basics.ts'
import { track } from '../../features/analytics/events.ts'
import { LeaseCalculator } from '../../features/lease-calculator/lease-calculator.tsx'
import { leaseInputParams, offerLeaseChoices } from '../../features/lease-calculator/lease-input.ts'
import { leaseVehicleOfOffer } from '../../features/lease-calculator/lease-vehicle.ts'
import { formatCo2, formatKilometres } from '../../locale/format.ts'
import { formatCalendarDate } from '../../locale/format-calendar-date.ts'
import { offerRequestHref } from '../../features/lead-forms/form-links.ts'
import { offerStart } from './offer-lease.ts'
import { Button } from '../../ui/button.tsx'
import type { BlockPropsOf } from '../block-modules.ts'
import { usePageTitle } from '../section.tsx'
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
  useEffect(() => {
    if (offer) track('view_lease_vehicle_detail', { lease_vehicle: { id: offer.slug } })
  }, [offer])
  if (!offer) return null
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
            <strong>{main.formatted}</strong> {business ? 'HTVA' : 'TVAC'} par mois
          </p>
          <p className="lease-detail__other">
            soit {other.formatted} {business ? 'TVAC' : 'HTVA'} (TVA 17 %)
          </p>
          <p>{offer.description}</p>
          {block.show_request_form && (
            <Button
              label="Je suis intéressé(e) par cette offre"
              to={offerRequestHref(offer, leaseInputParams(data.input))}
            />
          )}
        </div>
      </div>
      <dl className="lease-detail__config">
        <dt>Couleur</dt>
        <dd>{config.color}</dd>
        <dt>Durée</dt>
        <dd>{config.durationMonths} mois</dd>
        <dt>Kilométrage</dt>
        <dd>
          {formatKilometres(config.annualMileageKm)} par an (
          {formatKilometres(config.monthlyMileageKm)} par mois)
        </dd>
        <dt>Acompte</dt>
        <dd>{config.deposit.formatted}</dd>
        <dt>Frais de dossier</dt>
        <dd>{config.establishmentFee.formatted}</dd>
        <dt>Prix complet du contrat</dt>
        <dd>{config.completePrice.formatted} TVAC</dd>
        {siteBasics.showLeaseCo2 && (
          <>
            <dt>
              Émissions de CO<sub>2</sub> (WLTP)
            </dt>
            <dd>{formatCo2(offer.co2)}</dd>
          </>
        )}
      </dl>
      {block.show_request_form && data.input && (
        <section className="lease-detail__calculator" aria-labelledby={`${termsId}-calculator`}>
          <h2 id={`${termsId}-calculator`}>Personnalisez cette offre</h2>
          <p>
            Changez la durée, le kilométrage ou l’acompte : la mensualité est recalculée, et votre
            demande part avec la configuration choisie.
          </p>
          <LeaseCalculator
            vehicle={leaseVehicleOfOffer(offer)}
            choices={offerLeaseChoices(offer)}
            initial={data.input}
            start={offerStart(offer)}
            showCo2={false}
            showTerms={false}
            request={{
              href: (query) => offerRequestHref(offer, query),
              label: 'Demander cette offre personnalisée',
            }}
          />
        </section>
      )}
      {block.show_contract_terms && (
        <section className="lease-detail__terms" aria-labelledby={termsId}>
          <h2 id={termsId}>Conditions du contrat</h2>
          <div>
            <h3>Inclus dans la mensualité</h3>
            <ul>
              {offer.contractTerms.included.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Non inclus</h3>
            <ul>
              {offer.contractTerms.notIncluded.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <p className="lease-detail__conditions">
        {offer.conditions} Offre valable jusqu’au {formatCalendarDate(offer.validUntil)}.
      </p>
    </section>
  )
}
