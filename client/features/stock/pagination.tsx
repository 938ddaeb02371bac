import { Link } from '../../navigation/link.tsx'
import { pageHref } from './url-state.ts'

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
  if (totalPages <= 1) return null
  const current = Math.min(page, totalPages)
  return (
    <nav className="stock-pagination" aria-label="Pages de résultats">
      <ul>
        {current > 1 && (
          <li>
            <Link href={pageHref(basePath, search, current - 1)} rel="prev">
              Précédente
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
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          )
        )}
        {current < totalPages && (
          <li>
            <Link href={pageHref(basePath, search, current + 1)} rel="next">
              Suivante
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
