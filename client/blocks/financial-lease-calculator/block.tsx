import { useState } from 'react'
import { leaseDurations } from '../../config/lease-config.ts'
import {
  type FinancialLeaseInput,
  financialLeaseExample,
  financialLeaseQuote,
  parseFinancialLeaseInput,
} from '../../features/lease-calculator/financial-lease.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { leaseBlocksMessages } from '../../locale/messages/lease-blocks.ts'
import { financialLeaseMessages } from '../../locale/messages/financial-lease.ts'
import type { BlockPropsOf } from '../block-modules.ts'
import { Section } from '../section-frame.tsx'
import './financial-lease-calculator.css'

/**
 * Financial lease simulator with the editor's defaults and rate. A GET form: without JavaScript
 * "Calculer" reloads the page with the values in the query, which the block's server data loader
 * hands back to it (worker/blocks/lease-block-data.ts); with JavaScript the instalment follows every change.
 */
export function Block({ block, data }: BlockPropsOf<'financial_lease_calculator'>) {
  const id = `fl-${block._uid}`
  const all = useMessages(leaseBlocksMessages)
  const text = useMessages(financialLeaseMessages)
  const format = useFormats()
  const defaults: FinancialLeaseInput = {
    price: block.default_price,
    durationMonths: block.default_duration,
    deposit: block.default_deposit,
    residualPercent: block.default_residual_percent,
  }
  const [fields, setFields] = useState<Record<string, string>>(() => {
    const start = parseFinancialLeaseInput((name) => data?.query[name], defaults)
    return {
      'fl-prix': String(start.price),
      'fl-duree': String(start.durationMonths),
      'fl-acompte': String(start.deposit),
      'fl-vr': String(start.residualPercent),
    }
  })
  const input = parseFinancialLeaseInput((name) => fields[name], defaults)
  const rate = block.interest_rate / 100
  const quote = financialLeaseQuote(input, rate)
  const bind = (name: string) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    <Section title={block.title} intro={block.intro} className="financial-lease">
      <div className="financial-lease__grid">
        <form
          method="get"
          className="financial-lease__form"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={`${id}-fl-prix`}>{text.price}</label>
          <input
            {...bind('fl-prix')}
            type="number"
            inputMode="numeric"
            min={5000}
            max={250000}
            step={500}
          />
          <label htmlFor={`${id}-fl-duree`}>{text.duration}</label>
          <select {...bind('fl-duree')} value={String(input.durationMonths)}>
            {leaseDurations.map((months) => (
              <option key={months} value={months}>
                {all.months(months)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-fl-acompte`}>{text.deposit}</label>
          <input {...bind('fl-acompte')} type="number" inputMode="numeric" min={0} step={100} />
          <label htmlFor={`${id}-fl-vr`}>{text.residual}</label>
          <input {...bind('fl-vr')} type="number" inputMode="numeric" min={0} max={60} step={1} />
          <button type="submit" className="button button--secondary button--medium px-4 py-3">
            {text.calculate}
          </button>
        </form>
        <div className="financial-lease__result">
          <p className="financial-lease__price" aria-live="polite">
            <strong>{format.price(quote.monthlyInclVat)}</strong>
            {text.perMonth}
          </p>
          <p>
            {text.other(format.price(quote.monthlyExclVat), format.price(quote.residualInclVat))}
          </p>
          <p className="financial-lease__example">
            {financialLeaseExample(input, quote, rate, format.language)}
          </p>
          {block.disclaimer && <p className="financial-lease__example">{block.disclaimer}</p>}
        </div>
      </div>
    </Section>
  )
}
