import { type FormEvent, useState } from 'react'
import { leaseContractTerms } from '../../config/lease-config.ts'
import { formatCents, formatCo2, formatKilometres, formatPrice } from '../../locale/format.ts'
import { Link } from '../../navigation/link.tsx'
import { inBasis, quoteFor, representativeExample } from './lease-example.ts'
import {
  type LeaseChoices,
  type LeaseInput,
  type LeaseStart,
  type LeaseVehicle,
  colourOptions,
  leaseInputParams,
  maxDeposit,
  parseLeaseInput,
} from './lease-input.ts'
import './lease-calculator.css'

type Fields = Record<string, string>

export type CalculatorVehicle = Pick<
  LeaseVehicle,
  'title' | 'trim' | 'priceInclVat' | 'colour' | 'co2'
>

/**
 * The lease calculator of a stock vehicle or of a lease offer. It is a GET form: without
 * JavaScript "Mettre à jour" reloads the page and the server recomputes; with JavaScript every
 * change recomputes at once with the same formula and the address keeps the configuration (a
 * link to share). The request link carries the configuration to the lead form.
 */
export function LeaseCalculator({
  vehicle,
  choices,
  initial,
  start,
  showCo2,
  showTerms = true,
  request,
}: {
  vehicle: CalculatorVehicle
  choices: LeaseChoices
  initial: LeaseInput
  /** The configuration the calculator falls back to (an offer's own). */
  start?: LeaseStart
  showCo2: boolean
  /** The contract terms of the view (off where the page lists its offer's own terms). */
  showTerms?: boolean
  /** The lead form that takes this configuration: its path for an input, and the link's label. */
  request: { href: (query: Record<string, string>) => string; label: string }
}) {
  const [fields, setFields] = useState<Fields>(() => leaseInputParams(initial))
  const input = parseLeaseInput((name) => fields[name], vehicle, choices, start)
  const quote = quoteFor(vehicle, choices, input)
  const business = input.view === 'business'
  const basis = business ? 'HTVA' : 'TVAC'
  // Fixed ids (one calculator per page): useId differs between the server and browser trees.
  const id = 'lease'
  const depositMax = maxDeposit(vehicle, input)
  const money = (excl: number, incl: number) => inBasis(input, excl, incl)

  function change(name: string, value: string) {
    const next = { ...fields, [name]: value }
    setFields(next)
    const query = new URLSearchParams(
      leaseInputParams(parseLeaseInput((key) => next[key], vehicle, choices, start))
    )
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`)
  }
  const bind = (name: string) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name] ?? '',
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  })
  const onSubmit = (event: FormEvent) => event.preventDefault()
  const colours = colourOptions(vehicle, choices)

  return (
    <div className="lease-calculator">
      <form method="get" className="lease-calculator__form" onSubmit={onSubmit}>
        {choices.views.length > 1 ? (
          <fieldset className="lease-calculator__views">
            <legend>Vous êtes</legend>
            {choices.views.map((view) => (
              <label key={view}>
                <input
                  type="radio"
                  name="vue"
                  value={view}
                  checked={input.view === view}
                  onChange={() => change('vue', view)}
                />
                {view === 'private' ? 'Particulier (prix TVAC)' : 'Entreprise (prix HTVA)'}
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="vue" value={input.view} />
        )}
        {colours.length > 1 ? (
          <>
            <label htmlFor={`${id}-couleur`}>Couleur</label>
            <select {...bind('couleur')} value={input.colour}>
              {colours.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                  {option.surchargeExclVat > 0
                    ? ` (+${formatPrice(option.surchargeExclVat)} HTVA)`
                    : ''}
                </option>
              ))}
            </select>
          </>
        ) : (
          <input type="hidden" name="couleur" value={input.colour} />
        )}
        <label htmlFor={`${id}-duree`}>Durée du contrat</label>
        <select {...bind('duree')} value={String(input.durationMonths)}>
          {choices.durations.map((months) => (
            <option key={months} value={months}>
              {months} mois
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-km`}>Kilométrage annuel</label>
        <select
          {...bind('km')}
          value={String(input.annualMileageKm)}
          aria-describedby={`${id}-km-hint`}
        >
          {choices.mileages.map((km) => (
            <option key={km} value={km}>
              {formatKilometres(km)} par an
            </option>
          ))}
        </select>
        <p id={`${id}-km-hint`} className="lease-calculator__hint">
          Soit {formatKilometres(quote.monthlyMileageKm)} par mois
        </p>
        <label htmlFor={`${id}-acompte`}>Acompte ({basis}, en euros)</label>
        <input
          {...bind('acompte')}
          type="number"
          inputMode="numeric"
          min={0}
          max={depositMax}
          step={100}
          aria-describedby={`${id}-acompte-hint`}
        />
        <p id={`${id}-acompte-hint`} className="lease-calculator__hint">
          De 0 à {formatPrice(depositMax)} {basis}
        </p>
        <label htmlFor={`${id}-frais`}>Frais de dossier ({basis}, en euros)</label>
        <input {...bind('frais')} type="number" inputMode="numeric" min={0} max={1000} step={10} />
        <button type="submit" className="button button--secondary button--medium px-4 py-3">
          Mettre à jour le prix
        </button>
      </form>

      <section className="lease-calculator__result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Votre mensualité</h2>
        <p className="lease-calculator__price" aria-live="polite" data-testid="lease-monthly">
          <strong>
            {formatCents(business ? quote.monthlyExclVatCents : quote.monthlyInclVatCents)}
          </strong>{' '}
          {basis} par mois
        </p>
        <p className="lease-calculator__other">
          soit {formatCents(business ? quote.monthlyInclVatCents : quote.monthlyExclVatCents)}{' '}
          {business ? 'TVAC' : 'HTVA'} (TVA 17&nbsp;%)
        </p>
        <p className="lease-calculator__request">
          <Link
            href={request.href(leaseInputParams(input))}
            className="button button--primary button--medium px-4 py-3"
            data-testid="lease-request"
          >
            {request.label}
          </Link>
        </p>
        <dl className="lease-calculator__facts">
          <dt>Prix du véhicule</dt>
          <dd>{money(quote.vehicleExclVatCents, quote.vehicleInclVatCents)}</dd>
          <dt>Durée</dt>
          <dd>{input.durationMonths} mois</dd>
          <dt>Kilométrage</dt>
          <dd>
            {formatKilometres(input.annualMileageKm)} par an (
            {formatKilometres(quote.monthlyMileageKm)} par mois)
          </dd>
          <dt>Acompte</dt>
          <dd>{money(quote.depositExclVatCents, quote.depositInclVatCents)}</dd>
          <dt>Frais de dossier</dt>
          <dd>{money(quote.feeExclVatCents, quote.feeInclVatCents)}</dd>
          <dt>Prix complet du contrat</dt>
          <dd>{money(quote.completeExclVatCents, quote.completeInclVatCents)}</dd>
          {showCo2 && (
            <>
              <dt>
                Émissions de CO<sub>2</sub> (WLTP)
              </dt>
              <dd>{formatCo2(vehicle.co2)}</dd>
            </>
          )}
        </dl>
        <p className="lease-calculator__example" data-testid="lease-example">
          {representativeExample(`${vehicle.title} ${vehicle.trim}`, input, quote)}
        </p>
      </section>

      {showTerms && (
        <section className="lease-calculator__terms" aria-labelledby={`${id}-terms`}>
          <h2 id={`${id}-terms`}>Conditions du contrat</h2>
          <div>
            <h3>Inclus dans la mensualité</h3>
            <ul>
              {leaseContractTerms[input.view].included.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Non inclus</h3>
            <ul>
              {leaseContractTerms[input.view].notIncluded.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  )
}
