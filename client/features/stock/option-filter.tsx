import { checkboxOption, toggled } from './checkbox-option.tsx'
import type { FilterWidgetProps } from './filter-props.ts'
import type { OptionView } from './overview-types.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/**
 * A multi-select filter: checkboxes in a list, or the same checkboxes drawn as pills. Every
 * option shows how many vehicles it would give with the other filters.
 */
export function OptionFilter({
  name,
  options,
  pills,
  values,
  onChange,
}: FilterWidgetProps & { name: string; options: OptionView[]; pills: boolean }) {
  const text = useMessages(stockOverviewMessages)
  const format = useFormats()
  const selected = values[name] ?? []
  return (
    <ul className={pills ? 'stock-filter__pills' : 'stock-filter__options'}>
      {options.map((option) => (
        <li key={option.value}>
          {checkboxOption({
            name,
            option,
            pill: pills,
            countWord: text.optionCount,
            format,
            checked: selected.includes(option.value),
            onToggle: (on) => onChange({ [name]: toggled(selected, option.value, on) }, 'now'),
          })}
        </li>
      ))}
    </ul>
  )
}

/** An on/off filter (VAT-reportable vehicles only): one checkbox drawn as a switch. */
export function ToggleFilter({
  label,
  count,
  values,
  onChange,
}: FilterWidgetProps & { label: string; count: number }) {
  const text = useMessages(stockOverviewMessages)
  const format = useFormats()
  return (
    <div className="stock-filter__toggle">
      {checkboxOption({
        name: 'vat_reportable',
        role: 'switch',
        option: { value: 'true', label: text.only(label), count },
        countWord: text.optionCount,
        format,
        checked: values.vat_reportable?.includes('true') ?? false,
        onToggle: (on) => onChange({ vat_reportable: on ? ['true'] : [] }, 'now'),
      })}
    </div>
  )
}
