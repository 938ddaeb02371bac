import { type FormEvent, useState } from 'react'
import { useRouter } from '../../../framework/router/router-context.ts'
import { pageHref } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import { trackStockEvent } from './analytics.ts'
import type { QuickSearchData } from './overview-types.ts'
import { searchOf, valuesOfForm } from './url-state.ts'
import { useFormats } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { quickSearchMessages } from '../../locale/messages/quick-search.ts'
import './quick-search.css'

/**
 * Brand, model, maximum price and fuel: a GET form to the stock overview. Without JavaScript the
 * model list shows every model grouped by brand; with it, only the chosen brand's models, and the
 * search opens without a page reload.
 */
export function QuickSearch({
  data,
  action: givenAction,
  initialBrand = '',
  category,
  onDark = false,
  heading,
  idPrefix = 'quick-search',
}: {
  data: QuickSearchData
  /** Where the search leads; the stock overview in the page's language by default. */
  action?: string
  initialBrand?: string
  /** A fixed condition (`new`, `used`) sent along, as a hidden field. */
  category?: string
  onDark?: boolean
  heading?: string
  /**
   * Prefix of the fields' ids, unique on the page (a block's `_uid`). Not `useId`: the server
   * and the browser do not build the exact same tree above the blocks, so its ids differ.
   */
  idPrefix?: string
}) {
  const id = idPrefix
  const router = useRouter()
  const text = useMessages(quickSearchMessages)
  const format = useFormats()
  const language = useLanguage()
  const action = givenAction ?? pageHref('stock', language)
  const [brand, setBrand] = useState(initialBrand)
  const brands = brand ? data.brands.filter((entry) => entry.value === brand) : data.brands
  const track = (name: string, value: string) =>
    trackStockEvent('adjust_vehicle_quicksearch_filter', { filter: { name, value } })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const search = searchOf(valuesOfForm(event.currentTarget), '')
    router.navigate(search ? `${action}?${search}` : action)
  }

  return (
    <form
      className={`quick-search${onDark ? ' quick-search--on-dark' : ''}`}
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={heading ?? text.label}
      role="search"
    >
      {category && <input type="hidden" name="category" value={category} />}
      <div className="quick-search__field">
        <label htmlFor={`${id}-brand`}>{text.brand}</label>
        <select
          id={`${id}-brand`}
          name="brand"
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value)
            track('brand', event.target.value)
          }}
        >
          <option value="">{text.allBrands}</option>
          {data.brands.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor={`${id}-model`}>{text.model}</label>
        <select
          id={`${id}-model`}
          name="model"
          defaultValue=""
          onChange={(event) => track('model', event.target.value)}
        >
          <option value="">{text.allModels}</option>
          {brands.map((entry) => (
            <optgroup key={entry.value} label={entry.label}>
              {entry.models.map((model) => (
                <option key={model.value} value={model.value}>
                  {model.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor={`${id}-price`}>{text.maxPrice}</label>
        <select
          id={`${id}-price`}
          name="price_max"
          defaultValue=""
          onChange={(event) => track('price_max', event.target.value)}
        >
          <option value="">{text.noLimit}</option>
          {data.prices.map((price) => (
            <option key={price} value={price}>
              {format.price(price)}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search__field">
        <label htmlFor={`${id}-fuel`}>{text.fuel}</label>
        <select
          id={`${id}-fuel`}
          name="fuel"
          defaultValue=""
          onChange={(event) => track('fuel', event.target.value)}
        >
          <option value="">{text.allFuels}</option>
          {data.fuels.map((fuel) => (
            <option key={fuel.value} value={fuel.value}>
              {fuel.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" label={text.submit} icon="search" iconPosition="start" />
    </form>
  )
}
