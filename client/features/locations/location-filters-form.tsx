import type { FormEvent } from 'react'
import { Icon } from '../../ui/icons.tsx'
import type { Option } from './location-overview-types.ts'
import type { LocationFilters } from './location-search.ts'
import { useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

/**
 * The search bar and the brand and service selectors, as a GET form: without JavaScript it
 * reloads the page filtered by the server; with it, the list follows each change at once.
 */
export function LocationFiltersForm({
  id,
  filters,
  brandOptions,
  serviceOptions,
  onChange,
  onCommit,
}: {
  id: string
  filters: LocationFilters
  brandOptions: readonly Option[]
  serviceOptions: readonly Option[]
  onChange(filters: LocationFilters): void
  /** A deliberate choice (a selector, the search button): reported to analytics. */
  onCommit(filters: LocationFilters, name: keyof LocationFilters): void
}) {
  const text = useMessages(locationsMessages)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onCommit(filters, 'q')
  }
  const select = (name: 'brand' | 'service', value: string) => {
    const next = { ...filters, [name]: value }
    onChange(next)
    onCommit(next, name)
  }
  return (
    <form className="location-filters" method="get" role="search" onSubmit={submit}>
      <div className="location-filters__field location-filters__field--search">
        <label htmlFor={`${id}-q`}>{text.search.query}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          autoComplete="address-level2"
          maxLength={80}
          placeholder={text.search.placeholder}
          value={filters.q}
          onChange={(event) => onChange({ ...filters, q: event.currentTarget.value })}
        />
      </div>
      <div className="location-filters__field">
        <label htmlFor={`${id}-brand`}>{text.search.brand}</label>
        <select
          id={`${id}-brand`}
          name="brand"
          value={filters.brand}
          onChange={(event) => select('brand', event.currentTarget.value)}
        >
          <option value="">{text.search.allBrands}</option>
          {brandOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="location-filters__field">
        <label htmlFor={`${id}-service`}>{text.search.service}</label>
        <select
          id={`${id}-service`}
          name="service"
          value={filters.service}
          onChange={(event) => select('service', event.currentTarget.value)}
        >
          <option value="">{text.search.allServices}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary button--medium px-4 py-3">
        <Icon name="search" size={20} />
        <span>{text.search.submit}</span>
      </button>
    </form>
  )
}
