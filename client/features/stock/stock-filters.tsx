import { BrandModelFilter } from './brand-model-filter.tsx'
import type { FilterWidgetProps } from './filter-props.ts'
import { OptionFilter, ToggleFilter } from './option-filter.tsx'
import type { FilterView } from './overview-types.ts'
import { RangeFilter } from './range-filter.tsx'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/** The parameters a filter writes, to know whether it is in use. */
function paramsOf(view: FilterView): string[] {
  switch (view.widget) {
    case 'grouped-checkbox':
      return ['brand', 'model']
    case 'toggle':
      return ['vat_reportable']
    case 'min-max':
    case 'range':
      return [`${view.key}_min`, `${view.key}_max`]
    default:
      return [view.name]
  }
}

function FilterBody({ view, ...props }: FilterWidgetProps & { view: FilterView }) {
  switch (view.widget) {
    case 'grouped-checkbox':
      return <BrandModelFilter brands={view.brands} {...props} />
    case 'toggle':
      return <ToggleFilter label={view.label} count={view.count} {...props} />
    case 'min-max':
    case 'range':
      return (
        <RangeFilter
          name={view.key}
          label={view.label}
          unit={view.unit}
          money={view.money}
          range={view.range}
          step={view.step}
          sliders={view.widget === 'range'}
          {...props}
        />
      )
    default:
      return (
        <OptionFilter
          name={view.name}
          options={view.options}
          pills={view.widget === 'pills'}
          {...props}
        />
      )
  }
}

/** How many filters are open at first: the ones visitors use most (spec §3 order). */
const OPEN_FIRST = 4

/**
 * Every filter of spec §3 in its own collapsible group (a native `<details>`: it opens and closes
 * without JavaScript). Groups in use stay open so the visitor sees what is ticked.
 */
export function StockFilters({ filters, ...props }: FilterWidgetProps & { filters: FilterView[] }) {
  const text = useMessages(stockOverviewMessages)
  return (
    <div className="stock-filters">
      {filters.map((view, index) => {
        const active = paramsOf(view).some((name) => (props.values[name] ?? []).length > 0)
        return (
          <details
            key={view.key}
            className="stock-filter"
            data-filter={view.key}
            open={active || index < OPEN_FIRST}
          >
            <summary>
              {view.label}
              {active && <span className="stock-filter__active">{text.overview.active}</span>}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{view.label}</legend>
              <FilterBody view={view} {...props} />
            </fieldset>
          </details>
        )
      })}
    </div>
  )
}
