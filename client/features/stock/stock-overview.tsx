import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '../../../framework/router/link.tsx'
import { useRouter } from '../../../framework/router/router-context.ts'
import { Button, buttonClassName } from '../../ui/button.tsx'
import { Icon } from '../../ui/icons.tsx'
import { type ActiveFilter, activeFilters } from './active-filters.ts'
import { trackStockEvent } from './analytics.ts'
import { useFilterDrawer } from './filter-drawer.ts'
import type { ChangeMode } from './filter-props.ts'
import type { StockOverviewData } from './overview-types.ts'
import { useKeepPlace } from './keep-place.ts'
import { alertForm, stockFilters, stockResults } from './stock-slots.tsx'
import { type FormValues, activeFilterCount, changedFilters, searchOf } from './url-state.ts'
import { type Formats, useFormats } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'
import type stockText from '../../locale/messages/fr/stock-overview.ts'
import './stock-overview.css'
// The alert form's looks, with the page: its code comes later (a lazy slot), or never.
import '../alerts/alert-form.css'

/** "24 véhicules", in the language of the stock text given. */
function vehicleCountText(text: typeof stockText, format: Formats, total: number): string {
  return text.results.count(total, format.number(total))
}

/** The saved search's form, which the link beside the count leads to. */
const alertFormId = 'alerte-formulaire'

/** Typing "25000" should search once, not five times. */
const DEBOUNCE_MS = 450

/**
 * The stock overview: filters, sorting, results and pages, all in one GET form to the page it
 * lives on, so it works without JavaScript (a submit button). With JavaScript every change goes
 * to the URL at once (ticks) or after a pause (numbers, sliders) through client navigation; the
 * URL is the state, so links can be shared and the back button restores earlier filters.
 *
 * On a phone the results come first: the filters wait behind a "Filtrer (n)" button, in a modal
 * drawer with JavaScript and in place (`#filtres`) without; from 1024 px they are a sidebar.
 */
export function StockOverview({ data }: { data: StockOverviewData }) {
  const router = useRouter()
  const text = useMessages(stockOverviewMessages)
  const format = useFormats()
  // A fixed prefix rather than `useId` (see QuickSearch): one overview per page.
  const id = 'stock-overview'
  const [draft, setDraft] = useState<FormValues>(data.values)
  const [shownSearch, setShownSearch] = useState(data.search)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const keepPlace = useKeepPlace()
  const { enhanced, open, openDrawer, closeDrawer, dialogRef, openerRef } = useFilterDrawer()

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

  /** The overview's address for these values. */
  const hrefOf = (values: FormValues) => {
    const search = searchOf(values, data.defaultSort)
    return search ? `${data.basePath}?${search}` : data.basePath
  }

  const go = (values: FormValues) => {
    clearTimeout(timer.current)
    timer.current = undefined
    keepPlace()
    router.navigate(hrefOf(values))
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

  // The filters' slot (see `lazySlot`) gets one element until the draft changes: a stable `onChange` (the latest
  // closure through a ref) keeps a re-render of the overview (the drawer's enhancement after
  // hydration) from touching the slot while its code is still loading.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const stableOnChange = useCallback<typeof onChange>(
    (patch, mode) => onChangeRef.current(patch, mode),
    []
  )
  const filters = useMemo(
    () => <stockFilters.Slot filters={data.filters} values={draft} onChange={stableOnChange} />,
    [data.filters, draft, stableOnChange]
  )

  // Data only: one element per result list (see `lazySlot`).
  const results = useMemo(
    () => (
      <stockResults.Slot
        vehicles={data.vehicles}
        pagination={data.pagination}
        basePath={data.basePath}
        search={data.search}
      />
    ),
    [data.vehicles, data.pagination, data.basePath, data.search]
  )

  // One element per search (see `lazySlot`).
  const alertSlot = useMemo(
    () => <alertForm.Slot subject={{ kind: 'search', search: data.search }} formId={alertFormId} />,
    [data.search]
  )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The filters act once their slot has hydrated, a moment after the page: a change made
    // before is not in the draft, and the browser's own GET carries it.
    if (!stockFilters.isLive()) return
    event.preventDefault()
    // Changes are applied as they are made; only a pending one (a number being typed) is left.
    if (timer.current !== undefined || searchOf(draft, data.defaultSort) !== data.search) go(draft)
    if (open) closeDrawer()
  }

  const headingId = `${id}-title`
  const filtersTitleId = `${id}-filters-title`
  const sort = draft.sort?.[0] ?? data.sort
  const active = activeFilterCount(draft)
  const toggleContent = (
    <>
      <Icon name="filter" />
      <span>
        {text.overview.filter}
        {active > 0 && (
          <>
            {' '}
            ({active}
            <span className="visually-hidden">{text.overview.activeFilters(active)}</span>)
          </>
        )}
      </span>
    </>
  )
  const toggleClass = `${buttonClassName({ variant: 'secondary', size: 'medium' })} stock-overview__filter-toggle`

  const panel = (
    <section id="filtres" className="stock-overview__filters" aria-labelledby={filtersTitleId}>
      <div className="stock-overview__filters-head">
        <h3 id={filtersTitleId}>{text.overview.filter}</h3>
        {open ? (
          <button type="button" className="stock-overview__filters-close" onClick={closeDrawer}>
            <Icon name="close" />
            <span className="visually-hidden">{text.overview.closeFilters}</span>
          </button>
        ) : (
          // Without JavaScript, on a phone: leaves the filters shown in place for the results.
          <a href="#resultats" className="stock-overview__filters-close">
            {text.overview.close}
          </a>
        )}
      </div>
      {open && (
        // The page behind the drawer is inert: its count is not heard, so the drawer says it.
        <p className="visually-hidden" role="status">
          {vehicleCountText(text, format, total)}
        </p>
      )}
      {filters}
      <div className="stock-overview__filter-actions">
        <span className="stock-overview__apply">
          <Button
            type="submit"
            label={enhanced ? text.overview.show(format.vehicleCount(total)) : text.overview.apply}
            icon={false}
            fullWidth
          />
        </span>
        <Link id={`${id}-reset`} href={data.basePath} onClick={keepPlace}>
          {text.overview.reset}
        </Link>
      </div>
    </section>
  )

  return (
    <section className="stock-overview container" aria-labelledby={headingId}>
      <h2 id={headingId}>{data.title || text.overview.defaultTitle}</h2>
      {data.notices.length > 0 && <OverviewNotices notices={data.notices} />}
      <form
        className={[
          'stock-overview__layout',
          data.showFilters ? '' : 'stock-overview__layout--no-filters',
          enhanced ? 'stock-overview__layout--enhanced' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        method="get"
        action={data.basePath}
        onSubmit={submit}
        aria-label={text.overview.formLabel}
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
        {data.showFilters &&
          (open ? (
            <dialog
              ref={dialogRef}
              className="stock-overview__drawer"
              aria-labelledby={filtersTitleId}
              onClose={closeDrawer}
            >
              {panel}
            </dialog>
          ) : (
            panel
          ))}
        <div className="stock-overview__results" id="resultats">
          <div className="stock-overview__toolbar">
            <p className="stock-overview__count" role="status" aria-live="polite">
              {vehicleCountText(text, format, total)}
            </p>
            {/* To the alert form below the results (the browser opens its disclosure). */}
            <a className="stock-overview__alert-link" href={`#${alertFormId}`}>
              <Icon name="mail" size={18} />
              {text.overview.createAlert}
            </a>
            {data.showFilters &&
              (enhanced ? (
                <button
                  type="button"
                  ref={openerRef}
                  className={toggleClass}
                  aria-haspopup="dialog"
                  onClick={openDrawer}
                >
                  {toggleContent}
                </button>
              ) : (
                <a href="#filtres" className={toggleClass}>
                  {toggleContent}
                </a>
              ))}
            <div className="stock-overview__sort">
              <label htmlFor={`${id}-sort`}>{text.overview.sortBy}</label>
              <select
                id={`${id}-sort`}
                name="sort"
                value={sort}
                onChange={(event) =>
                  stockFilters.isLive()
                    ? onChange({ sort: [event.target.value] }, 'now')
                    : // With the filters, as the browser submits them (see `submit`); the sort's
                      // own button is hidden once the page has hydrated (CSS).
                      event.target.form?.requestSubmit()
                }
              >
                {data.sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {/* Needed without JavaScript only; hidden once the app is hydrated (CSS). */}
              <span className="stock-overview__sort-submit">
                <Button type="submit" label={text.overview.sortSubmit} size="small" icon={false} />
              </span>
            </div>
          </div>
          {data.showFilters && (
            <ActiveFilterChips
              filters={activeFilters(data.filters, data.values, text, format)}
              hrefOf={hrefOf}
              onRemove={keepPlace}
            />
          )}
          {results}
        </div>
      </form>
      {/* Its own POST form, outside the search's GET form: saves these filters as an alert. */}
      {alertSlot}
    </section>
  )
}

/**
 * What the results are filtered by, each a link to the results without it (no JavaScript
 * needed): a visitor who came from a model page's "Voir les 22 Ford Puma" sees "Ford Puma".
 */
function ActiveFilterChips({
  filters,
  hrefOf,
  onRemove,
}: {
  filters: ActiveFilter[]
  hrefOf: (values: ActiveFilter['without']) => string
  onRemove: () => void
}) {
  const text = useMessages(stockOverviewMessages)
  if (filters.length === 0) return null
  return (
    <ul className="stock-overview__chips" aria-label={text.overview.chips}>
      {filters.map((filter) => (
        <li key={filter.label}>
          <Link href={hrefOf(filter.without)} onClick={onRemove}>
            <span>{filter.label}</span>
            <Icon name="close" size={16} />
            <span className="visually-hidden">{text.overview.removeChip}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Filter values of the address that were not applied: said, so the wider result is no surprise. */
function OverviewNotices({ notices }: { notices: string[] }) {
  return (
    <div className="stock-overview__notice" role="note">
      <Icon name="info" />
      {notices.length === 1 ? (
        <p>{notices[0]}</p>
      ) : (
        <ul>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
