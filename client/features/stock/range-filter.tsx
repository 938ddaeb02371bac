import type { FilterWidgetProps } from './filter-props.ts'
import { rangeValueText } from './range-value.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

interface RangeFilterProps extends FilterWidgetProps {
  name: string
  label: string
  unit: string
  /** An amount in euros (the price). */
  money: boolean
  range: { min: number; max: number } | null
  step: number
  /** `range`: two sliders over the current bounds; `min-max`: two number fields. */
  sliders: boolean
}

const ends = ['min', 'max'] as const

/**
 * A numeric filter written as `{name}_min` and `{name}_max`. Number fields for exact values
 * (mileage, year, weight); sliders where a rough bound is what visitors want (price, power).
 * Changes apply once the visitor stops typing or sliding.
 */
export function RangeFilter({
  name,
  label,
  unit,
  money,
  range,
  step,
  sliders,
  values,
  onChange,
}: RangeFilterProps) {
  const text = useMessages(stockOverviewMessages)
  const format = useFormats()
  const endLabel = { min: text.range.minimum, max: text.range.maximum }
  const short = { min: text.range.min, max: text.range.max }
  const param = (end: 'min' | 'max') => `${name}_${end}`
  const current = (end: 'min' | 'max') => values[param(end)]?.[0] ?? ''

  if (sliders && range && range.max > range.min) {
    const lo = Math.floor(range.min / step) * step
    const hi = Math.ceil(range.max / step) * step
    const clamp = (value: number) => Math.min(Math.max(value, lo), hi)
    const value = {
      min: clamp(Number(current('min') || lo)),
      max: clamp(Number(current('max') || hi)),
    }
    return (
      <div className="stock-filter__sliders">
        {ends.map((end) => {
          const id = `filter-${param(end)}`
          return (
            <div key={end}>
              {/* The value sits beside the label, not in it: an <output> is itself labelable. */}
              <p className="stock-filter__slider-label">
                <label htmlFor={id}>{endLabel[end]}</label>
                <output htmlFor={id}>{rangeValueText(value[end], { unit, money }, format)}</output>
              </p>
              <input
                type="range"
                id={id}
                name={param(end)}
                min={lo}
                max={hi}
                step={step}
                value={value[end]}
                aria-valuetext={rangeValueText(value[end], { unit, money }, format)}
                onChange={(event) => {
                  // The two ends never cross; at a bound the filter is off and writes nothing.
                  const raw = Number(event.target.value)
                  const next = end === 'min' ? Math.min(raw, value.max) : Math.max(raw, value.min)
                  const off = end === 'min' ? next <= lo : next >= hi
                  onChange({ [param(end)]: off ? [] : [String(next)] }, 'debounced')
                }}
              />
            </div>
          )
        })}
      </div>
    )
  }

  const hint = `filter-${name}-hint`
  return (
    <div className="stock-filter__min-max">
      {ends.map((end) => (
        <div key={end}>
          <label htmlFor={`filter-${param(end)}`}>
            {short[end]}
            {unit ? ` (${unit})` : ''}
          </label>
          <input
            type="number"
            inputMode="numeric"
            id={`filter-${param(end)}`}
            name={param(end)}
            min={0}
            step={1}
            value={current(end)}
            placeholder={range ? String(range[end]) : undefined}
            aria-describedby={hint}
            onChange={(event) => onChange({ [param(end)]: [event.target.value] }, 'debounced')}
          />
        </div>
      ))}
      <p id={hint} className="stock-filter__hint">
        {range
          ? text.range.offered(
              label,
              rangeValueText(range.min, { unit, money }, format),
              rangeValueText(range.max, { unit, money }, format)
            )
          : text.range.nothing}
      </p>
    </div>
  )
}
