import type { OptionView } from './overview-types.ts'
import { type FilterWidgetProps, formatCount } from './filter-props.ts'

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
  const brandValues = values.brand ?? []
  const modelValues = values.model ?? []
  return (
    <ul className="stock-filter__options">
      {brands.map((brand) => {
        const brandChecked = brandValues.includes(brand.value)
        const ownModels = modelValues.filter((model) => model.startsWith(`${brand.value}.`))
        const open = brandChecked || ownModels.length > 0
        const id = `filter-brand-${brand.value}`
        return (
          <li key={brand.value}>
            <input
              type="checkbox"
              id={id}
              name="brand"
              value={brand.value}
              checked={brandChecked}
              disabled={brand.count === 0 && !open}
              onChange={(event) => {
                if (event.target.checked) {
                  onChange({ brand: [...brandValues, brand.value] }, 'now')
                } else {
                  onChange(
                    {
                      brand: brandValues.filter((value) => value !== brand.value),
                      model: modelValues.filter((model) => !ownModels.includes(model)),
                    },
                    'now'
                  )
                }
              }}
            />
            <label htmlFor={id}>
              {brand.label}{' '}
              <span className="stock-filter__count">
                ({formatCount(brand.count)}
                <span className="visually-hidden"> véhicules</span>)
              </span>
            </label>
            {open && brand.models.length > 0 && (
              <ul className="stock-filter__models" aria-label={`Modèles ${brand.label}`}>
                {brand.models.map((model) => {
                  const checked = modelValues.includes(model.value)
                  const modelId = `filter-model-${model.value.replace('.', '_')}`
                  return (
                    <li key={model.value}>
                      <input
                        type="checkbox"
                        id={modelId}
                        name="model"
                        value={model.value}
                        checked={checked}
                        disabled={model.count === 0 && !checked}
                        onChange={(event) =>
                          onChange(
                            {
                              model: event.target.checked
                                ? [...modelValues, model.value]
                                : modelValues.filter((value) => value !== model.value),
                            },
                            'now'
                          )
                        }
                      />
                      <label htmlFor={modelId}>
                        {model.label}{' '}
                        <span className="stock-filter__count">
                          ({formatCount(model.count)}
                          <span className="visually-hidden"> véhicules</span>)
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
