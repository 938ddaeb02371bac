/**
 * `filter_query` of cdn/stories: conditions on content fields (`filter_query[field][operation]=
 * v1,v2`), AND-ed, plus OR groups (`filter_query[__or][][field][operation]=…`). Fields are paths
 * into the story's content (`component`, `seo.description`, `body.0.name`); default story
 * properties cannot be filtered, as with the API.
 */

export const FILTER_OPERATIONS = [
  'is',
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'in_array',
  'gt_date',
  'lt_date',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
] as const
type Operation = (typeof FILTER_OPERATIONS)[number]

const IS_VALUES = [
  'empty',
  'not_empty',
  'empty_array',
  'not_empty_array',
  'true',
  'false',
  'null',
  'not_null',
] as const

export type FilterCondition = { field: string; operation: Operation; values: string[] }
/** `all` must all hold; then, for each OR group, one of its alternatives must. */
export type FilterQuery = { all: FilterCondition[]; or: FilterCondition[][][] }

/** Reads `filter_query[…]` parameters (name, value) into conditions, or says what is wrong. */
export function parseFilterQuery(entries: [string, string][]): FilterQuery | { error: string } {
  const query: FilterQuery = { all: [], or: [] }
  const orGroup: Map<string, FilterCondition[]> = new Map()
  let anonymous = 0
  for (const [name, value] of entries) {
    const parts = name.match(/^filter_query((?:\[[^\]]*\])+)$/)?.[1]
    const keys = parts ? [...parts.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '') : []
    const isOr = keys[0] === '__or'
    const [field, operation, ...rest] = isOr ? keys.slice(2) : keys
    if (!field || !operation || rest.length > 0 || (isOr && keys.length !== 4)) {
      return { error: `Parameter(s) ${name} not allowed` }
    }
    if (!isOperation(operation)) {
      return { error: `filter_query: unknown operation "${operation}" for ${field}` }
    }
    const values = value.split(',').map((item) => item.trim())
    if (operation === 'is' && !values.every((item) => isIsValue(item))) {
      return { error: `filter_query: "is" takes ${IS_VALUES.join(', ')}` }
    }
    const condition = { field, operation, values }
    if (!isOr) query.all.push(condition)
    else {
      // `[__or][]` (the SDK's array form) starts an alternative per condition; `[__or][n]`
      // groups the conditions of alternative n.
      const index = keys[1] === '' ? `#${anonymous++}` : (keys[1] ?? '')
      orGroup.set(index, [...(orGroup.get(index) ?? []), condition])
    }
  }
  if (orGroup.size > 0) query.or.push([...orGroup.values()])
  return query
}

export function isEmptyFilter(query: FilterQuery): boolean {
  return query.all.length === 0 && query.or.length === 0
}

/** Whether a story's content satisfies the filter. */
export function matchesFilter(content: unknown, query: FilterQuery): boolean {
  return (
    query.all.every((condition) => holds(content, condition)) &&
    query.or.every((group) =>
      group.some((alternative) => alternative.every((c) => holds(content, c)))
    )
  )
}

function holds(content: unknown, { field, operation, values }: FilterCondition): boolean {
  const value = valueAt(content, field)
  switch (operation) {
    case 'is':
      return values.some((expected) => isCheck(value, expected))
    case 'in':
      return isScalar(value) && values.includes(String(value))
    case 'not_in':
      return !(isScalar(value) && values.includes(String(value)))
    case 'like':
      return isScalar(value) && values.some((pattern) => wildcard(pattern).test(String(value)))
    case 'not_like':
      return !(isScalar(value) && values.some((pattern) => wildcard(pattern).test(String(value))))
    case 'any_in_array':
    case 'in_array':
      return Array.isArray(value) && values.some((item) => value.map(String).includes(item))
    case 'all_in_array':
      return Array.isArray(value) && values.every((item) => value.map(String).includes(item))
    case 'gt_date':
    case 'lt_date':
      return compare(contentDate(value), contentDate(values[0]), operation.startsWith('gt'))
    case 'gt_int':
    case 'lt_int':
      return compare(
        number(value, parseInt),
        number(values[0], parseInt),
        operation.startsWith('gt')
      )
    case 'gt_float':
    case 'lt_float':
      return compare(
        number(value, parseFloat),
        number(values[0], parseFloat),
        operation.startsWith('gt')
      )
  }
}

function isCheck(value: unknown, expected: string): boolean {
  switch (expected) {
    case 'empty':
      return value === undefined || value === null || value === ''
    case 'not_empty':
      return value !== undefined && value !== null && value !== '' && !isEmptyArray(value)
    case 'empty_array':
      return value === undefined || isEmptyArray(value)
    case 'not_empty_array':
      return Array.isArray(value) && value.length > 0
    case 'true':
      return value === true || value === 'true'
    case 'false':
      return value === false || value === 'false'
    case 'null':
      return value === undefined || value === null
    default:
      return value !== undefined && value !== null
  }
}

function compare(left: number | null, right: number | null, greater: boolean): boolean {
  if (left === null || right === null) return false
  return greater ? left > right : left < right
}

/** A date as Storyblok's date fields store it (`2026-03-10 08:00`, UTC) → milliseconds. */
function contentDate(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const normalized = value.replace(' ', 'T')
  const iso =
    normalized.length <= 10
      ? `${normalized}T00:00Z`
      : /(Z|[+-]\d{2}:?\d{2})$/.test(normalized)
        ? normalized
        : `${normalized}Z`
  const time = Date.parse(iso)
  return Number.isFinite(time) ? time : null
}

function number(value: unknown, parse: (text: string) => number): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const parsed = parse(String(value))
  return Number.isFinite(parsed) ? parsed : null
}

/** `*` matches any run of characters; the rest literally; the whole value must match. */
function wildcard(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`, 's')
}

/** The value at a dotted path of the content (array items by index). */
export function valueAt(root: unknown, path: string): unknown {
  let value: unknown = root
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = Array.isArray(value)
      ? /^\d+$/.test(key)
        ? value[Number(key)]
        : undefined
      : Object.entries(value).find(([name]) => name === key)?.[1]
  }
  return value
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

function isEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0
}

function isOperation(value: string): value is Operation {
  return (FILTER_OPERATIONS as readonly string[]).includes(value)
}

function isIsValue(value: string): boolean {
  return (IS_VALUES as readonly string[]).includes(value)
}
