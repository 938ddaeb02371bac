import { checkboxOption, toggled } from './checkbox-option.tsx'
import type { FilterWidgetProps } from './filter-props.ts'
import type { OptionView } from './overview-types.ts'
import { useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

type BrandOption = OptionView & { models: OptionView[] }

/**
 * Brands with their models (spec §3 "grouped checkbox"). A ticked brand alone means the whole
 * brand; its models appear under it once ticked (without JavaScript: after "Appliquer"), and
 * ticking models narrows the brand to them. Unticking a brand unticks its models.
 */
export function BrandModelFilter({
  brands,
  values,
  onChange,
}: FilterWidgetProps & { brands: BrandOption[] }) {
  const text = useMessages(stockOverviewMessages)
  const format = useFormats()
  const brandValues = values.brand ?? []
  const modelValues = values.model ?? []
  return (
    <ul className="stock-filter__options">
      {brands.map((brand) => {
        const ownModels = modelValues.filter((model) => model.startsWith(`${brand.value}.`))
        const checked = brandValues.includes(brand.value)
        const open = checked || ownModels.length > 0
        return (
          <li key={brand.value}>
            {checkboxOption({
              name: 'brand',
              option: brand,
              countWord: text.optionCount,
              format,
              keepEnabled: open,
              checked,
              onToggle: (on) =>
                onChange(
                  {
                    brand: toggled(brandValues, brand.value, on),
                    ...(on ? {} : { model: modelValues.filter((m) => !ownModels.includes(m)) }),
                  },
                  'now'
                ),
            })}
            {open && brand.models.length > 0 && (
              <ul className="stock-filter__models" aria-label={text.models(brand.label)}>
                {brand.models.map((model) => (
                  <li key={model.value}>
                    {checkboxOption({
                      name: 'model',
                      option: model,
                      countWord: text.optionCount,
                      format,
                      checked: modelValues.includes(model.value),
                      onToggle: (on) =>
                        onChange({ model: toggled(modelValues, model.value, on) }, 'now'),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
