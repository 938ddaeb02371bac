import type { Formats } from '../../locale/format.ts'
import type { FilterView } from './overview-types.ts'
import { rangeValueText } from './range-value.ts'
import type { FormValues } from './url-state.ts'
import type stockText from '../../locale/messages/fr/stock-overview.ts'

/** One applied filter as the visitor reads it, and the values the overview has without it. */
export interface ActiveFilter {
  label: string
  without: FormValues
}

function without(values: FormValues, changes: Record<string, (value: string) => boolean>) {
  const next: FormValues = {}
  for (const [name, list] of Object.entries(values)) {
    const drop = changes[name]
    const kept = drop ? list.filter((value) => !drop(value)) : list
    if (kept.length > 0) next[name] = kept
  }
  return next
}

const present = (list: string[] | undefined) => (list ?? []).filter((value) => value.trim())

function bound(
  value: string | undefined,
  filter: { unit: string; money: boolean },
  format: Formats
): string | null {
  if (value === undefined || !/^\d+$/.test(value)) return null
  return rangeValueText(Number(value), filter, format)
}

/**
 * The filters the visitor's address applies, in the order of the filter panel, each with its
 * label ("Ford Puma", "Électrique", "Prix : 10 000 € – 25 000 €") and the values without it: the
 * removable chips above the results, so a visitor who arrives from a link sees what is applied.
 */
export function activeFilters(
  filters: readonly FilterView[],
  values: FormValues,
  text: typeof stockText,
  format: Formats
): ActiveFilter[] {
  const active: ActiveFilter[] = []
  for (const filter of filters) {
    if (filter.widget === 'grouped-checkbox') {
      const models = present(values.model)
      // Nothing ticked (most requests): no need to look through every brand's models.
      if (models.length === 0 && present(values.brand).length === 0) continue
      for (const brand of filter.brands) {
        const ticked = brand.models.filter((model) => models.includes(model.value))
        for (const model of ticked) {
          active.push({
            label: `${brand.label} ${model.label}`,
            without: without(values, { model: (value) => value === model.value }),
          })
        }
        if (ticked.length === 0 && present(values.brand).includes(brand.value)) {
          active.push({
            label: brand.label,
            without: without(values, {
              brand: (value) => value === brand.value,
              model: (value) => value.startsWith(`${brand.value}.`),
            }),
          })
        }
      }
    } else if (filter.widget === 'checkbox' || filter.widget === 'pills') {
      const ticked = present(values[filter.name])
      for (const option of filter.options.filter((item) => ticked.includes(item.value))) {
        active.push({
          label: option.label,
          without: without(values, { [filter.name]: (value) => value === option.value }),
        })
      }
    } else if (filter.widget === 'toggle') {
      if (present(values[filter.key]).length > 0) {
        active.push({ label: filter.label, without: without(values, { [filter.key]: () => true }) })
      }
    } else if (filter.widget === 'min-max' || filter.widget === 'range') {
      const min = bound(present(values[`${filter.key}_min`])[0], filter, format)
      const max = bound(present(values[`${filter.key}_max`])[0], filter, format)
      if (!min && !max) continue
      const range =
        min && max ? `${min} – ${max}` : min ? text.chip.from(min) : text.chip.upTo(max ?? '')
      active.push({
        label: text.chip.range(filter.label, range),
        without: without(values, {
          [`${filter.key}_min`]: () => true,
          [`${filter.key}_max`]: () => true,
        }),
      })
    }
  }
  return active
}
