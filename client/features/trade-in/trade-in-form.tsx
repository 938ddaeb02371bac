import { type FormEvent, Suspense, lazy, useRef, useState } from 'react'
import type { TradeInValuation } from '../../domain/vehicle.ts'
import type { Dealership } from '../lead-forms/dealerships.ts'
import { formatDate } from '../../locale/format-date.ts'
import { tradeInConditionOptions, tradeInFuelOptions } from './trade-in-options.ts'
import { type TradeInDescription, requestValuation } from './request-valuation.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { vehicleLabelsMessages } from '../../locale/messages/vehicle-labels.ts'
import { tradeInMessages } from '../../locale/messages/trade-in.ts'
import './trade-in.css'

// The lead form (and its validation) is only fetched once the visitor has an estimate.
const TradeInLead = lazy(() =>
  import('./trade-in-lead.tsx').then((module) => ({ default: module.TradeInLead }))
)

const REFERENCE_YEAR = 2026
const years = Array.from(
  { length: REFERENCE_YEAR - 1990 + 1 },
  (_, index) => REFERENCE_YEAR - index
)

/**
 * The visitor describes their car and gets an indicative trade-in offer from the stock service;
 * then they can send it to an adviser as a trade-in lead, with the vehicle they want.
 */
export function TradeInForm({ id }: { id: string }) {
  const vocabulary = useMessages(vehicleLabelsMessages)
  const text = useMessages(tradeInMessages)
  const format = useFormats()
  const language = useLanguage()
  const { labels } = text
  const [car, setCar] = useState<TradeInDescription>({
    brand: '',
    model: '',
    year: '',
    mileage: '',
    fuel: 'petrol',
    condition: 'good',
  })
  const [status, setStatus] = useState<'idle' | 'sending'>('idle')
  const [error, setError] = useState<{ message: string; fields: string[] } | null>(null)
  const [valuation, setValuation] = useState<TradeInValuation | null>(null)
  const [dealerships, setDealerships] = useState<Dealership[]>([])
  const [leadOpen, setLeadOpen] = useState(false)
  const errorBox = useRef<HTMLParagraphElement>(null)
  const resultBox = useRef<HTMLDivElement>(null)

  const set = (name: keyof TradeInDescription) => (event: { target: { value: string } }) =>
    setCar((current) => ({ ...current, [name]: event.target.value }))
  const invalid = (name: string) => error?.fields.includes(name) || undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    setStatus('sending')
    const answer = await requestValuation(car, language, text.unavailable)
    setStatus('idle')
    if (answer.ok) {
      setError(null)
      setValuation(answer.valuation)
      setDealerships(answer.dealerships)
      setLeadOpen(false)
      requestAnimationFrame(() => resultBox.current?.focus())
    } else {
      setError({ message: answer.message, fields: answer.fields })
      requestAnimationFrame(() => errorBox.current?.focus())
    }
  }

  return (
    <div className="trade-in-form">
      <form onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
        {error && (
          <p
            id={`${id}-error`}
            className="trade-in-form__error"
            role="alert"
            tabIndex={-1}
            ref={errorBox}
          >
            {error.message}
            {error.fields.length > 0 &&
              text.check(
                error.fields
                  .map((field) => labels[field as keyof TradeInDescription] ?? field)
                  .join(', ')
              )}
          </p>
        )}
        <div className="trade-in-form__grid">
          <p>
            <label htmlFor={`${id}-brand`}>{labels.brand}</label>
            <input
              type="text"
              id={`${id}-brand`}
              name="brand"
              required
              maxLength={40}
              autoComplete="off"
              value={car.brand}
              onChange={set('brand')}
              aria-invalid={invalid('brand')}
            />
          </p>
          <p>
            <label htmlFor={`${id}-model`}>{labels.model}</label>
            <input
              type="text"
              id={`${id}-model`}
              name="model"
              required
              maxLength={60}
              autoComplete="off"
              value={car.model}
              onChange={set('model')}
              aria-invalid={invalid('model')}
            />
          </p>
          <p>
            <label htmlFor={`${id}-year`}>{labels.year}</label>
            <select
              id={`${id}-year`}
              name="year"
              required
              value={car.year}
              onChange={set('year')}
              aria-invalid={invalid('year')}
            >
              <option value="">{text.chooseYear}</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor={`${id}-mileage`}>{labels.mileage} (km)</label>
            <input
              id={`${id}-mileage`}
              name="mileage"
              type="number"
              inputMode="numeric"
              required
              min={0}
              max={1_000_000}
              step={1}
              value={car.mileage}
              onChange={set('mileage')}
              aria-invalid={invalid('mileage')}
            />
          </p>
          <p>
            <label htmlFor={`${id}-fuel`}>{labels.fuel}</label>
            <select id={`${id}-fuel`} name="fuel" value={car.fuel} onChange={set('fuel')}>
              {tradeInFuelOptions(vocabulary).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </p>
        </div>
        <fieldset className="trade-in-form__conditions">
          <legend>{labels.condition}</legend>
          {tradeInConditionOptions(vocabulary).map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="condition"
                value={option.value}
                checked={car.condition === option.value}
                onChange={set('condition')}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="button button--primary button--medium px-4 py-3"
          disabled={status === 'sending'}
        >
          {status === 'sending' ? text.sending : text.submit}
        </button>
      </form>
      {valuation && (
        <div
          className="trade-in-form__result"
          tabIndex={-1}
          ref={resultBox}
          data-testid="trade-in-result"
        >
          <h3>{text.result}</h3>
          <p className="trade-in-form__offer">
            <strong>{format.price(valuation.offer.amount)}</strong>
            {text.offer}
          </p>
          <p>
            {text.range.from}
            {format.price(valuation.low.amount)}
            {text.range.to}
            {format.price(valuation.high.amount)}
            {text.range.reference} {valuation.reference}
            {text.range.validUntil}
            {formatDate(valuation.validUntil, format.language)}
            {text.range.inspection}
          </p>
          {leadOpen ? (
            <Suspense fallback={<p>{text.loadingForm}</p>}>
              <TradeInLead car={car} valuation={valuation} dealerships={dealerships} />
            </Suspense>
          ) : (
            <button
              type="button"
              className="button button--secondary button--medium px-4 py-3"
              onClick={() => setLeadOpen(true)}
            >
              {text.sendToAdviser}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
