/** `?page=` links of the news list; page 1 is the bare path (one canonical URL per page). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`
}

/**
 * The page numbers to show: first, last, and the current page with its neighbours; longer
 * runs collapse into a gap. `paginationItems(5, 9)` → `[1, 'gap', 4, 5, 6, 'gap', 9]`.
 */
export function paginationItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1])
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const n of pages) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1)
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap')
    items.push(n)
  }
  return items
}
