import type { OptionView } from './overview-types.ts'
import { type FilterWidgetProps, formatCount } from './filter-props.ts'

/**
 * A multi-select filter: checkboxes in a list, or the same checkboxes drawn as pills. Options
 * without results are disabled (unless ticked, so they can be unticked); every option shows how
 * many vehicles it would give with the other filters.
 */
export function OptionFilter({
  name,
  options,
  pills,
  values,
  onChange,
}: FilterWidgetProps & { name: string; options: OptionView[]; pills: boolean }) {
  const selected = values[name] ?? []
  return (
    <ul className={pills ? 'stock-filter__pills' : 'stock-filter__options'}>
      {options.map((option) => {
        const checked = selected.includes(option.value)
        const id = `filter-${name}-${option.value}`.replace(/[^a-zA-Z0-9_-]/g, '_')
        return (
          <li key={option.value}>
            <input
              type="checkbox"
              id={id}
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.count === 0 && !checked}
              className={pills ? 'stock-filter__pill-input' : undefined}
              onChange={(event) =>
                onChange(
                  {
                    [name]: event.target.checked
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  },
                  'now'
                )
              }
            />
            <label htmlFor={id} className={pills ? 'stock-filter__pill' : undefined}>
              {option.label}{' '}
              <span className="stock-filter__count">
                ({formatCount(option.count)}
                <span className="visually-hidden"> véhicules</span>)
              </span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}

/** An on/off filter (VAT-reportable vehicles only), a switch over a checkbox. */
export function ToggleFilter({
  label,
  count,
  values,
  onChange,
}: FilterWidgetProps & { label: string; count: number }) {
  const checked = values.vat_reportable?.includes('true') ?? false
  return (
    <div className="stock-filter__toggle">
      <input
        type="checkbox"
        role="switch"
        id="filter-vat_reportable"
        name="vat_reportable"
        value="true"
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={(event) =>
          onChange({ vat_reportable: event.target.checked ? ['true'] : [] }, 'now')
        }
      />
      <label htmlFor="filter-vat_reportable">
        {label} uniquement{' '}
        <span className="stock-filter__count">
          ({formatCount(count)}
          <span className="visually-hidden"> véhicules</span>)
        </span>
      </label>
    </div>
  )
}
