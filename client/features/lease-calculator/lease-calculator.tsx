import { type FormEvent, useEffect, useState } from 'react'
import { annualMileages, leaseContractTerms, leaseDurations } from '../../config/lease-config.ts'
import { formatNumber, formatPrice } from '../../locale/format.ts'
import { track } from '../analytics/events.ts'
import { quoteFor, representativeExample } from './lease-example.ts'
import {
  type LeaseInput,
  type LeaseVehicle,
  colourOptions,
  leaseInputQuery,
  maxDeposit,
  parseLeaseInput,
} from './lease-input.ts'
import './lease-calculator.css'

type Fields = Record<string, string>

function fieldsOf(input: LeaseInput): Fields {
  return Object.fromEntries(new URLSearchParams(leaseInputQuery(input)))
}

/**
 * The lease calculator of a vehicle. It is a GET form: without JavaScript "Mettre à jour" reloads
 * the page and the server recomputes; with JavaScript every change recomputes at once with the
 * same formula and the address keeps the configuration (a link to share).
 */
export function LeaseCalculator({
  vehicle,
  initial,
  showCo2,
}: {
  vehicle: LeaseVehicle
  initial: LeaseInput
  showCo2: boolean
}) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial))
  const input = parseLeaseInput((name) => fields[name], vehicle)
  const quote = quoteFor(vehicle, input)
  const business = input.view === 'business'
  const basis = business ? 'HTVA' : 'TVAC'
  // Fixed ids (one calculator per page): useId differs between the server and browser trees.
  const id = 'lease'
  const depositMax = maxDeposit(vehicle, input)

  useEffect(() => {
    track('view_vehicle_lease_calculator', { vehicle: { id: vehicle.id } })
  }, [vehicle.id])

  function change(name: string, value: string) {
    const next = { ...fields, [name]: value }
    setFields(next)
    const query = leaseInputQuery(parseLeaseInput((key) => next[key], vehicle))
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`)
  }
  const bind = (name: string) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name] ?? '',
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  })
  const onSubmit = (event: FormEvent) => event.preventDefault()
  const main = business ? quote.monthlyExclVat : quote.monthlyInclVat
  const other = business ? quote.monthlyInclVat : quote.monthlyExclVat

  return (
    <div className="lease-calculator">
      <form method="get" className="lease-calculator__form" onSubmit={onSubmit}>
        <fieldset className="lease-calculator__views">
          <legend>Vous êtes</legend>
          {(['private', 'business'] as const).map((view) => (
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
        <label htmlFor={`${id}-couleur`}>Couleur</label>
        <select {...bind('couleur')} value={input.colour}>
          {colourOptions(vehicle).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
              {option.surchargeExclVat > 0
                ? ` (+${formatPrice(option.surchargeExclVat)} HTVA)`
                : ''}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-duree`}>Durée du contrat</label>
        <select {...bind('duree')} value={String(input.durationMonths)}>
          {leaseDurations.map((months) => (
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
          {annualMileages.map((km) => (
            <option key={km} value={km}>
              {formatNumber(km)} km par an
            </option>
          ))}
        </select>
        <p id={`${id}-km-hint`} className="lease-calculator__hint">
          Soit {formatNumber(quote.monthlyMileageKm)} km par mois
        </p>
        <label htmlFor={`${id}-acompte`}>Acompte ({basis})</label>
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
        <label htmlFor={`${id}-frais`}>Frais de dossier ({basis})</label>
        <input {...bind('frais')} type="number" inputMode="numeric" min={0} max={1000} step={10} />
        <button type="submit" className="button button--secondary button--medium px-4 py-3">
          Mettre à jour le prix
        </button>
      </form>

      <section className="lease-calculator__result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>Votre mensualité</h2>
        <p className="lease-calculator__price" aria-live="polite" data-testid="lease-monthly">
          <strong>{formatPrice(main, true)}</strong> {basis} par mois
        </p>
        <p className="lease-calculator__other">
          soit {formatPrice(other, true)} {business ? 'TVAC' : 'HTVA'} (TVA 17 %)
        </p>
        <dl className="lease-calculator__facts">
          <dt>Durée</dt>
          <dd>{input.durationMonths} mois</dd>
          <dt>Kilométrage</dt>
          <dd>
            {formatNumber(input.annualMileageKm)} km par an ({formatNumber(quote.monthlyMileageKm)}{' '}
            km par mois)
          </dd>
          <dt>Acompte</dt>
          <dd>
            {formatPrice(business ? quote.depositExclVat : quote.depositInclVat, true)} {basis}
          </dd>
          <dt>Frais de dossier</dt>
          <dd>
            {formatPrice(business ? quote.feeExclVat : quote.feeInclVat, true)} {basis}
          </dd>
          <dt>Prix complet du contrat</dt>
          <dd>
            {formatPrice(business ? quote.completeExclVat : quote.completeInclVat, true)} {basis}
          </dd>
          {showCo2 && (
            <>
              <dt>
                Émissions de CO<sub>2</sub> (WLTP)
              </dt>
              <dd>{vehicle.co2} g/km</dd>
            </>
          )}
        </dl>
        <p className="lease-calculator__example" data-testid="lease-example">
          {representativeExample(`${vehicle.title} ${vehicle.trim}`, input, quote)}
        </p>
      </section>

      <section className="lease-calculator__terms" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>Conditions du contrat</h2>
        <div>
          <h3>Inclus dans la mensualité</h3>
          <ul>
            {leaseContractTerms.included.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Non inclus</h3>
          <ul>
            {leaseContractTerms.notIncluded.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}
