import { type FormEvent, useState } from 'react'
import { leaseContractTerms } from '../../config/lease-config.ts'
import { Link } from '../../../framework/router/link.tsx'
import { contractTermText } from './contract-terms.ts'
import { inBasis, quoteFor, representativeExample } from './lease-example.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { leaseCalculatorMessages } from '../../locale/messages/lease-calculator.ts'
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
  const text = useMessages(leaseCalculatorMessages)
  const format = useFormats()
  const [fields, setFields] = useState<Fields>(() => leaseInputParams(initial))
  const input = parseLeaseInput((name) => fields[name], vehicle, choices, start)
  const quote = quoteFor(vehicle, choices, input)
  const business = input.view === 'business'
  const basis = business ? text.basis.business : text.basis.private
  // Fixed ids (one calculator per page): useId differs between the server and browser trees.
  const id = 'lease'
  const depositMax = maxDeposit(vehicle, input)
  const money = (excl: number, incl: number) => inBasis(input, excl, incl, text, format)

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
            <legend>{text.youAre}</legend>
            {choices.views.map((view) => (
              <label key={view}>
                <input
                  type="radio"
                  name="vue"
                  value={view}
                  checked={input.view === view}
                  onChange={() => change('vue', view)}
                />
                {text.views[view]}
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="vue" value={input.view} />
        )}
        {colours.length > 1 ? (
          <>
            <label htmlFor={`${id}-couleur`}>{text.colour}</label>
            <select {...bind('couleur')} value={input.colour}>
              {colours.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code === 'stock'
                    ? text.ownColour(option.name)
                    : text.orderColour(text.paints[option.code], text.finishes[option.finish])}
                  {option.surchargeExclVat > 0
                    ? text.surcharge(format.price(option.surchargeExclVat))
                    : ''}
                </option>
              ))}
            </select>
          </>
        ) : (
          <input type="hidden" name="couleur" value={input.colour} />
        )}
        <label htmlFor={`${id}-duree`}>{text.duration}</label>
        <select {...bind('duree')} value={String(input.durationMonths)}>
          {choices.durations.map((months) => (
            <option key={months} value={months}>
              {months}
              {text.months}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-km`}>{text.annualMileage}</label>
        <select
          {...bind('km')}
          value={String(input.annualMileageKm)}
          aria-describedby={`${id}-km-hint`}
        >
          {choices.mileages.map((km) => (
            <option key={km} value={km}>
              {format.kilometres(km)}
              {text.perYear}
            </option>
          ))}
        </select>
        <p id={`${id}-km-hint`} className="lease-calculator__hint">
          {text.monthlyMileage}
          {format.kilometres(quote.monthlyMileageKm)}
          {text.perMonth}
        </p>
        <label htmlFor={`${id}-acompte`}>
          {text.depositLabel.before}
          {basis}
          {text.depositLabel.after}
        </label>
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
          {text.depositHint}
          {format.price(depositMax)} {basis}
        </p>
        <label htmlFor={`${id}-frais`}>
          {text.feeLabel.before}
          {basis}
          {text.feeLabel.after}
        </label>
        <input {...bind('frais')} type="number" inputMode="numeric" min={0} max={1000} step={10} />
        <button type="submit" className="button button--secondary button--medium px-4 py-3">
          {text.update}
        </button>
      </form>

      <section className="lease-calculator__result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`}>{text.result}</h2>
        <p className="lease-calculator__price" aria-live="polite" data-testid="lease-monthly">
          <strong>
            {format.cents(business ? quote.monthlyExclVatCents : quote.monthlyInclVatCents)}
          </strong>{' '}
          {basis}
          {text.perMonth}
        </p>
        <p className="lease-calculator__other">
          {text.other.before}
          {format.cents(business ? quote.monthlyInclVatCents : quote.monthlyExclVatCents)}{' '}
          {business ? text.basis.private : text.basis.business}
          {text.other.after}
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
          <dt>{text.facts.vehiclePrice}</dt>
          <dd>{money(quote.vehicleExclVatCents, quote.vehicleInclVatCents)}</dd>
          <dt>{text.facts.duration}</dt>
          <dd>
            {input.durationMonths}
            {text.months}
          </dd>
          <dt>{text.facts.mileage}</dt>
          <dd>
            {format.kilometres(input.annualMileageKm)}
            {text.facts.mileageOpen}
            {format.kilometres(quote.monthlyMileageKm)}
            {text.facts.mileageClose}
          </dd>
          <dt>{text.facts.deposit}</dt>
          <dd>{money(quote.depositExclVatCents, quote.depositInclVatCents)}</dd>
          <dt>{text.facts.fee}</dt>
          <dd>{money(quote.feeExclVatCents, quote.feeInclVatCents)}</dd>
          <dt>{text.facts.complete}</dt>
          <dd>{money(quote.completeExclVatCents, quote.completeInclVatCents)}</dd>
          {showCo2 && (
            <>
              <dt>
                {text.facts.co2.before}
                <sub>2</sub>
                {text.facts.co2.after}
              </dt>
              <dd>{format.co2(vehicle.co2)}</dd>
            </>
          )}
        </dl>
        <p className="lease-calculator__example" data-testid="lease-example">
          {representativeExample(`${vehicle.title} ${vehicle.trim}`, input, quote, text, format)}
        </p>
      </section>

      {showTerms && (
        <section className="lease-calculator__terms" aria-labelledby={`${id}-terms`}>
          <h2 id={`${id}-terms`}>{text.terms}</h2>
          <div>
            <h3>{text.included}</h3>
            <ul>
              {leaseContractTerms[input.view].included.map((term) => (
                <li key={term}>{contractTermText(term, text.contractTerms, format)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{text.notIncluded}</h3>
            <ul>
              {leaseContractTerms[input.view].notIncluded.map((term) => (
                <li key={term}>{contractTermText(term, text.contractTerms, format)}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  )
}
