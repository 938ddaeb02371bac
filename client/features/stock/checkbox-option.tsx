import type { OptionView } from './overview-types.ts'
import type { Formats } from '../../locale/format.ts'

/**
 * One ticked-or-not value of a filter with its count. Disabled when it would give no vehicle,
 * unless ticked (so it can be unticked); the overview offers such values only when ticked.
 *
 * Called as a function (`{checkboxOption({ … })}`), not rendered as a component: it has no
 * state or effect, and `/stock` draws about 80 of them on every request (more with a brand's
 * models), each of which would otherwise be one more component for the server's render to set
 * up (docs/decisions/0030).
 */
export function checkboxOption({
  name,
  option,
  countWord,
  format,
  checked,
  onToggle,
  pill = false,
  keepEnabled = false,
  role,
}: {
  name: string
  option: OptionView
  /** The word after the count, for screen readers: " véhicule", " véhicules". */
  countWord: (count: number) => string
  /** The page's language's formatters (useFormats), for the count. */
  format: Formats
  checked: boolean
  onToggle: (checked: boolean) => void
  pill?: boolean
  /** Usable even without results (a brand whose ticked models are the selection). */
  keepEnabled?: boolean
  role?: 'switch'
}) {
  const id = `filter-${name}-${option.value}`.replace(/[^a-zA-Z0-9_-]/g, '_')
  return (
    <>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.count === 0 && !checked && !keepEnabled}
        role={role}
        className={pill ? 'stock-filter__pill-input' : undefined}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <label htmlFor={id} className={pill ? 'stock-filter__pill' : undefined}>
        {option.label}{' '}
        <span className="stock-filter__count">
          ({format.number(option.count)}
          <span className="visually-hidden">{countWord(option.count)}</span>)
        </span>
      </label>
    </>
  )
}

/** The values with `value` added or removed. */
export function toggled(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...values, value] : values.filter((entry) => entry !== value)
}
