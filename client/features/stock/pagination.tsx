import { Link } from '../../../framework/router/link.tsx'
import { pageHref } from './url-state.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/** Pages to show around the current one: first, last, and two neighbours, with gaps between. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const p of sorted) {
    const last = out.at(-1)
    if (typeof last === 'number' && p - last > 1) out.push('gap')
    out.push(p)
  }
  return out
}

/** Result pages as plain links: they work without JavaScript and can be shared. */
export function Pagination({
  basePath,
  search,
  page,
  totalPages,
}: {
  basePath: string
  search: string
  page: number
  totalPages: number
}) {
  const text = useMessages(stockOverviewMessages)
  if (totalPages <= 1) return null
  const current = Math.min(page, totalPages)
  return (
    <nav className="stock-pagination" aria-label={text.pagination.label}>
      <ul>
        {current > 1 && (
          <li>
            <Link href={pageHref(basePath, search, current - 1)} rel="prev">
              {text.pagination.previous}
            </Link>
          </li>
        )}
        {visiblePages(current, totalPages).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={pageHref(basePath, search, p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={text.pagination.page(p)}
              >
                {p}
              </Link>
            </li>
          )
        )}
        {current < totalPages && (
          <li>
            <Link href={pageHref(basePath, search, current + 1)} rel="next">
              {text.pagination.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
