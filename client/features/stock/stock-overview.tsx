import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from '../../navigation/link.tsx'
import { useRouter } from '../../navigation/router-context.ts'
import { Button } from '../../ui/button.tsx'
import { trackStockEvent } from './analytics.ts'
import type { ChangeMode } from './filter-props.ts'
import type { StockOverviewData } from './overview-types.ts'
import { useKeepPlace } from './keep-place.ts'
import { StockFilters } from './stock-filters.tsx'
import { StockResults, vehicleCountText } from './stock-results.tsx'
import { type FormValues, changedFilters, searchOf } from './url-state.ts'
import './stock-overview.css'

/** Typing "25000" should search once, not five times. */
const DEBOUNCE_MS = 450

/**
 * The stock overview: filters, sorting, results and pages, all in one GET form to the page it
 * lives on, so it works without JavaScript (a submit button). With JavaScript every change goes
 * to the URL at once (ticks) or after a pause (numbers, sliders) through client navigation; the
 * URL is the state, so links can be shared and the back button restores earlier filters.
 */
export function StockOverview({ data }: { data: StockOverviewData }) {
  const router = useRouter()
  // A fixed prefix rather than `useId` (see QuickSearch): one overview per page.
  const id = 'stock-overview'
  const [draft, setDraft] = useState<FormValues>(data.values)
  const [shownSearch, setShownSearch] = useState(data.search)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const keepPlace = useKeepPlace()

  // New results (own change, back/forward, link): the form shows the URL's state again.
  if (shownSearch !== data.search) {
    setShownSearch(data.search)
    setDraft(data.values)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const { page, total } = data.pagination
  useEffect(() => {
    trackStockEvent('view_vehicle_overview', {
      results: total,
      page,
      vehicles: data.vehicles.map((vehicle) => vehicle.id),
    })
  }, [data.search, page, total, data.vehicles])

  const go = (values: FormValues) => {
    clearTimeout(timer.current)
    keepPlace()
    const search = searchOf(values, data.defaultSort)
    router.navigate(search ? `${data.basePath}?${search}` : data.basePath)
  }

  const onChange = (patch: FormValues, mode: ChangeMode) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    for (const filter of changedFilters(draft, next)) {
      trackStockEvent('adjust_vehicle_overview_filter', { filter })
    }
    clearTimeout(timer.current)
    if (mode === 'now') go(next)
    else timer.current = setTimeout(() => go(next), DEBOUNCE_MS)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go(draft)
  }

  const headingId = `${id}-title`
  const sort = draft.sort?.[0] ?? data.sort
  return (
    <section className="stock-overview container" aria-labelledby={headingId}>
      <h2 id={headingId}>{data.title || 'Notre stock'}</h2>
      <form
        className={`stock-overview__layout${data.showFilters ? '' : ' stock-overview__layout--no-filters'}`}
        method="get"
        action={data.basePath}
        onSubmit={submit}
        aria-label="Filtres et tri du stock"
      >
        {!data.showFilters &&
          // Without a filter panel, a sort change must still carry the visitor's filters.
          Object.entries(data.values)
            .filter(([name]) => name !== 'sort')
            .flatMap(([name, list]) =>
              list.map((value) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))
            )}
        {data.showFilters && (
          <div className="stock-overview__filters">
            <h3>Filtrer</h3>
            <StockFilters filters={data.filters} values={draft} onChange={onChange} />
            <div className="stock-overview__filter-actions">
              <Button type="submit" label="Appliquer les filtres" icon={false} fullWidth />
              <Link href={data.basePath}>Réinitialiser les filtres</Link>
            </div>
          </div>
        )}
        <div className="stock-overview__results">
          <div className="stock-overview__toolbar">
            <p className="stock-overview__count" role="status" aria-live="polite">
              {vehicleCountText(total)}
            </p>
            <div className="stock-overview__sort">
              <label htmlFor={`${id}-sort`}>Trier par</label>
              <select
                id={`${id}-sort`}
                name="sort"
                value={sort}
                onChange={(event) => onChange({ sort: [event.target.value] }, 'now')}
              >
                {data.sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {/* Needed without JavaScript only; hidden once the app is hydrated (CSS). */}
              <span className="stock-overview__sort-submit">
                <Button type="submit" label="Trier" size="small" icon={false} />
              </span>
            </div>
          </div>
          <StockResults
            vehicles={data.vehicles}
            pagination={data.pagination}
            basePath={data.basePath}
            search={data.search}
          />
        </div>
      </form>
    </section>
  )
}
