/**
 * The overview's state lives in the URL (shareable, back button, canonical). These helpers write
 * it in the same canonical form as the server (keys sorted, values sorted, empty values and the
 * default sort left out), without the server's zod-built parser.
 */

export type FormValues = Record<string, string[]>

function compareValues(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0
}

/** The query string of the form's values; a filter change always goes back to page 1. */
export function searchOf(values: FormValues, defaultSort: string): string {
  const entries: [string, string][] = []
  for (const key of Object.keys(values).sort()) {
    if (key === 'page') continue
    const list = [...new Set(values[key]?.map((value) => value.trim()).filter(Boolean))]
    if (key === 'sort' && list[0] === defaultSort) continue
    for (const value of list.sort(compareValues)) entries.push([key, value])
  }
  return new URLSearchParams(entries).toString()
}

/** The URL of a page of results. */
export function pageHref(basePath: string, search: string, page: number): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  if (page > 1) params.append('page', String(page))
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}

/** The values of a form, by field name, as the browser would submit them. */
export function valuesOfForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') (values[key] ??= []).push(value)
  }
  return values
}

/** Which parameters differ between two states: what the visitor just adjusted. */
export function changedFilters(
  before: FormValues,
  after: FormValues
): { name: string; value: string }[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  const changes: { name: string; value: string }[] = []
  for (const name of names) {
    const a = (before[name] ?? []).slice().sort().join(',')
    const b = (after[name] ?? []).slice().sort().join(',')
    if (a !== b) changes.push({ name, value: b })
  }
  return changes
}

/** Parameters that are not filters: the order of the results and the page. */
const NOT_FILTERS = new Set(['sort', 'page', 'page_size'])

/**
 * How many filters are set, as the "Filtrer (n)" button counts them: each ticked value, one per
 * range with a bound, a brand only when none of its models is ticked (the models then say it).
 */
export function activeFilterCount(values: FormValues): number {
  const set = (key: string) =>
    [...new Set((values[key] ?? []).map((v) => v.trim()))].filter(Boolean)
  const models = set('model')
  const ranges = new Set<string>()
  let count = models.length
  for (const key of Object.keys(values)) {
    if (NOT_FILTERS.has(key) || key === 'model') continue
    const range = /^(.+)_(?:min|max)$/.exec(key)?.[1]
    if (range) {
      if (set(key).length > 0) ranges.add(range)
    } else if (key === 'brand') {
      count += set(key).filter((brand) => !models.some((m) => m.startsWith(`${brand}.`))).length
    } else {
      count += set(key).length
    }
  }
  return count + ranges.size
}
