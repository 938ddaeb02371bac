import { z } from 'zod'
import { readCsv } from './csv.ts'
import { feedVehicleSchema, issuesText, type FeedVehicle, type ParsedFeed } from './feed-vehicle.ts'
import { FeedRefused } from './feed-refused.ts'

/**
 * The neutral feed (docs/stock-feed.md): the site's own field names and codes, as CSV (one
 * header line, `;` or `,`) or as JSON (`{"format": "stock-feed/1", "vehicles": [...]}`), for a
 * DMS that can export a spreadsheet but speaks no marketplace format.
 */

/** Columns a CSV must have (the others may be absent or empty). */
export const NEUTRAL_REQUIRED_COLUMNS = [
  'ref',
  'category',
  'brand',
  'model',
  'body_style',
  'fuel',
  'transmission',
  'location',
  'price',
  'mileage',
  'year',
  'power_kw',
  'exterior_color',
  'interior_color',
] as const

/** Optional fields and their value when a feed leaves them out. */
const DEFAULTS = {
  trim: '',
  price_before_discount: null,
  lease_from: null,
  first_registration: null,
  engine_cc: null,
  battery_kwh: null,
  co2_g_km: 0,
  emissions_class: 'euro-6e',
  driven_axles: 'front',
  weight_kg: 1_500,
  seats: 5,
  doors: 5,
  paint: '',
  interior_material: 'fabric',
  vat_reportable: false,
  description: '',
  equipment: [],
  images: [],
} satisfies Partial<FeedVehicle>

const number = (text: string) =>
  /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : text
const flag = (text: string) =>
  ({
    '1': true,
    true: true,
    yes: true,
    oui: true,
    '0': false,
    false: false,
    no: false,
    non: false,
  })[text.toLowerCase()] ?? text

/** `Confort: Climatisation|Sécurité: ABS` → equipment groups, in first-seen order. */
function equipmentGroups(text: string): FeedVehicle['equipment'] {
  const groups = new Map<string, string[]>()
  for (const entry of text.split('|')) {
    const [head, ...rest] = entry.split(':')
    const category = rest.length > 0 ? (head ?? '').trim() : 'Équipement'
    const item = (rest.length > 0 ? rest.join(':') : (head ?? '')).trim()
    if (!item) continue
    groups.set(category, [...(groups.get(category) ?? []), item])
  }
  return [...groups].map(([category, items]) => ({ category, items }))
}

/** A CSV row (header → cell) as the JSON object the schema reads. */
function csvObject(row: Record<string, string>): Record<string, unknown> {
  const object: Record<string, unknown> = { ...DEFAULTS }
  for (const [key, raw] of Object.entries(row)) {
    const text = raw.trim()
    if (text === '') continue
    if (key === 'images')
      object.images = text
        .split(/[\s|]+/)
        .filter(Boolean)
        .map((url) => ({ url, alt: null }))
    else if (key === 'equipment') object.equipment = equipmentGroups(text)
    else if (key === 'vat_reportable') object.vat_reportable = flag(text)
    else if (key === 'consumption' || key === 'consumption_unit') continue
    else
      object[key] = [
        'ref',
        'brand',
        'model',
        'trim',
        'paint',
        'description',
        'first_registration',
      ].includes(key)
        ? text
        : number(text)
  }
  object.consumption = consumptionOf(row.consumption, row.consumption_unit, object.fuel)
  return object
}

function consumptionOf(value: unknown, unit: unknown, fuel: unknown) {
  const text = typeof value === 'string' ? value.trim() : ''
  return {
    value: text === '' ? 0 : number(text),
    unit:
      typeof unit === 'string' && unit.trim() !== ''
        ? unit.trim()
        : fuel === 'electric'
          ? 'kWh/100km'
          : 'l/100km',
  }
}

export function parseNeutralCsv(text: string): ParsedFeed {
  const { records, unterminatedAt } = readCsv(text)
  if (unterminatedAt !== null)
    throw new FeedRefused(`the file ends inside a quoted field opened on line ${unterminatedAt}`)
  const [header, ...rows] = records
  if (!header) return { vehicles: [], skipped: [] }
  const columns = header.fields.map((name) => name.trim().toLowerCase())
  const missing = NEUTRAL_REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  if (missing.length > 0) throw new FeedRefused(`missing columns: ${missing.join(', ')}`)
  const parsed: ParsedFeed = { vehicles: [], skipped: [] }
  for (const record of rows) {
    const ref = record.fields[columns.indexOf('ref')]?.trim() || null
    if (record.fields.length !== columns.length) {
      parsed.skipped.push({
        line: record.line,
        ref,
        reason: `${record.fields.length} fields for ${columns.length} columns`,
      })
      continue
    }
    const row = Object.fromEntries(columns.map((column, i) => [column, record.fields[i] ?? '']))
    const vehicle = feedVehicleSchema.safeParse(csvObject(row))
    if (vehicle.success) parsed.vehicles.push({ line: record.line, vehicle: vehicle.data })
    else parsed.skipped.push({ line: record.line, ref, reason: issuesText(vehicle.error) })
  }
  return parsed
}

const neutralJsonSchema = z.object({
  format: z.literal('stock-feed/1'),
  vehicles: z.array(z.unknown()),
})

/** The JSON form: the same fields; `images` may list plain URLs; omitted optionals take defaults. */
export function parseNeutralJson(text: string): ParsedFeed {
  const document = neutralJsonSchema.safeParse(parseJson(text))
  if (!document.success)
    throw new FeedRefused(`not a stock-feed/1 document (${issuesText(document.error)})`)
  const lines = recordLines(text)
  const parsed: ParsedFeed = { vehicles: [], skipped: [] }
  document.data.vehicles.forEach((item, index) => {
    const line = lines[index] ?? index + 1
    const object = typeof item === 'object' && item !== null ? item : {}
    const ref = 'ref' in object && typeof object.ref === 'string' ? object.ref : null
    const images = 'images' in object && Array.isArray(object.images) ? object.images : []
    const vehicle = feedVehicleSchema.safeParse({
      ...DEFAULTS,
      consumption: consumptionOf('', '', 'fuel' in object ? object.fuel : undefined),
      ...object,
      images: images.map((image: unknown) =>
        typeof image === 'string' ? { url: image, alt: null } : image
      ),
    })
    if (vehicle.success) parsed.vehicles.push({ line, vehicle: vehicle.data })
    else parsed.skipped.push({ line, ref, reason: issuesText(vehicle.error) })
  })
  return parsed
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new FeedRefused(
      `not valid JSON (${error instanceof Error ? error.message : String(error)}): a truncated file?`
    )
  }
}

/**
 * The line each element of the document's vehicle array starts on, found by scanning the text
 * (JSON.parse keeps no positions): an object opening at depth 2 (the array is the vehicles').
 */
export function recordLines(text: string, depth = 2): number[] {
  const lines: number[] = []
  let line = 1
  let level = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '\n') line++
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') inString = true
    else if (char === '{' || char === '[') {
      if (level === depth && char === '{') lines.push(line)
      level++
    } else if (char === '}' || char === ']') level--
  }
  return lines
}
