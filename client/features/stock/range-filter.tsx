import { formatCount } from './filter-props.ts'
import type { FilterWidgetProps } from './filter-props.ts'

interface RangeFilterProps extends FilterWidgetProps {
  name: string
  label: string
  unit: string
  range: { min: number; max: number } | null
  step: number
  /** `range`: two sliders over the current bounds; `min-max`: two number fields. */
  sliders: boolean
}

function withUnit(value: number, unit: string): string {
  return unit ? `${formatCount(value)} ${unit}` : String(value)
}

/**
 * A numeric filter written as `{name}_min` and `{name}_max`. Number fields for exact values
 * (mileage, year, weight); sliders where a rough bound is what visitors want (price, power).
 * Changes apply once the visitor stops typing or sliding.
 */
export function RangeFilter({
  name,
  label,
  unit,
  range,
  step,
  sliders,
  values,
  onChange,
}: RangeFilterProps) {
  const minName = `${name}_min`
  const maxName = `${name}_max`
  const current = { min: values[minName]?.[0] ?? '', max: values[maxName]?.[0] ?? '' }
  const unitText = unit ? ` (${unit})` : ''

  if (sliders && range && range.max > range.min) {
    const lo = Math.floor(range.min / step) * step
    const hi = Math.ceil(range.max / step) * step
    const minValue = Math.min(Math.max(Number(current.min || lo), lo), hi)
    const maxValue = Math.min(Math.max(Number(current.max || hi), lo), hi)
    // At a bound the filter is off: the slider then writes nothing (with JavaScript).
    const set = (which: 'min' | 'max', value: number) =>
      onChange(
        {
          [which === 'min' ? minName : maxName]:
            (which === 'min' && value <= lo) || (which === 'max' && value >= hi)
              ? []
              : [String(value)],
        },
        'debounced'
      )
    return (
      <div className="stock-filter__sliders">
        {/* The value sits beside the label, not in it: an <output> is itself labelable. */}
        <p className="stock-filter__slider-label">
          <label htmlFor={`filter-${minName}`}>Minimum</label>
          <output htmlFor={`filter-${minName}`}>{withUnit(minValue, unit)}</output>
        </p>
        <input
          type="range"
          id={`filter-${minName}`}
          name={minName}
          min={lo}
          max={hi}
          step={step}
          value={minValue}
          aria-valuetext={withUnit(minValue, unit)}
          onChange={(event) => set('min', Math.min(Number(event.target.value), maxValue))}
        />
        <p className="stock-filter__slider-label">
          <label htmlFor={`filter-${maxName}`}>Maximum</label>
          <output htmlFor={`filter-${maxName}`}>{withUnit(maxValue, unit)}</output>
        </p>
        <input
          type="range"
          id={`filter-${maxName}`}
          name={maxName}
          min={lo}
          max={hi}
          step={step}
          value={maxValue}
          aria-valuetext={withUnit(maxValue, unit)}
          onChange={(event) => set('max', Math.max(Number(event.target.value), minValue))}
        />
      </div>
    )
  }

  return (
    <div className="stock-filter__min-max">
      <div>
        <label htmlFor={`filter-${minName}`}>Min{unitText}</label>
        <input
          type="number"
          inputMode="numeric"
          id={`filter-${minName}`}
          name={minName}
          min={0}
          step={1}
          value={current.min}
          placeholder={range ? String(range.min) : undefined}
          aria-describedby={`filter-${name}-hint`}
          onChange={(event) => onChange({ [minName]: [event.target.value] }, 'debounced')}
        />
      </div>
      <div>
        <label htmlFor={`filter-${maxName}`}>Max{unitText}</label>
        <input
          type="number"
          inputMode="numeric"
          id={`filter-${maxName}`}
          name={maxName}
          min={0}
          step={1}
          value={current.max}
          placeholder={range ? String(range.max) : undefined}
          aria-describedby={`filter-${name}-hint`}
          onChange={(event) => onChange({ [maxName]: [event.target.value] }, 'debounced')}
        />
      </div>
      <p id={`filter-${name}-hint`} className="stock-filter__hint">
        {range
          ? `${label} des véhicules proposés : de ${withUnit(range.min, unit)} à ${withUnit(range.max, unit)}`
          : 'Aucun véhicule avec les autres critères'}
      </p>
    </div>
  )
}
