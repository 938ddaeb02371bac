import type { FeedVehicle, ParsedFeed, SkippedRow } from './feed-vehicle.ts'

/**
 * The diff of a feed against the stock of its source (docs/stock-feed.md): which vehicles are
 * new, which changed (and whose price did), which left the feed (sold), and whether the feed may
 * be applied at all. Pure: the stock comes in as `ExistingStock`, read from D1 by the caller.
 */

/** A vehicle of the source as D1 has it. */
export interface ExistingVehicle {
  id: number
  ref: string
  hash: string | null
  price: number
  status: 'available' | 'reserved' | 'sold'
  brand: string
  model: string
}

export interface ExistingStock {
  vehicles: ExistingVehicle[]
  /** Dealership slug → name. */
  locations: Map<string, string>
  /** The highest vehicle id in the table (any source): new vehicles are numbered after it. */
  maxId: number
}

export interface GuardOptions {
  /** Refuse a feed that would mark more than this share of the source's stock sold (0–100). */
  maxRemovedPercent: number
  /** Up to this many vehicles may always go, whatever the share (a small stock sells a car). */
  removalFloor: number
  /** Apply even past the guard (an operator who knows the stock did shrink). */
  force?: boolean
}

export interface PlannedVehicle {
  id: number
  line: number
  vehicle: FeedVehicle
  locationName: string
  hash: string
}

export interface ImportPlan {
  added: PlannedVehicle[]
  changed: (PlannedVehicle & { before: ExistingVehicle })[]
  /** Changed vehicles whose price moved: one history row each. */
  priceChanges: { id: number; from: number; to: number }[]
  sold: ExistingVehicle[]
  unchanged: number
  skipped: SkippedRow[]
  /** Set when the feed must not be applied; nothing is written then. */
  refusal: string | null
}

export type HashVehicle = (vehicle: FeedVehicle) => Promise<string>

async function sha256(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * What the feed says, as `{vehicle}.{images}` (SHA-256, 32 hex characters each): equal, nothing
 * to write; only the first part differs (a new price), the images are not written again.
 */
export const hashVehicle: HashVehicle = async ({ images, ...rest }) =>
  `${await sha256(rest)}.${await sha256(images)}`

/** Whether the images part of two `hashVehicle` digests differs (or was never recorded). */
export function imagesChanged(before: string | null, after: string): boolean {
  return before?.split('.')[1] !== after.split('.')[1]
}

export async function planImport(
  feed: ParsedFeed,
  stock: ExistingStock,
  guard: GuardOptions,
  hash: HashVehicle = hashVehicle
): Promise<ImportPlan> {
  const plan: ImportPlan = {
    added: [],
    changed: [],
    priceChanges: [],
    sold: [],
    unchanged: 0,
    skipped: [...feed.skipped],
    refusal: null,
  }
  const existing = new Map(stock.vehicles.map((vehicle) => [vehicle.ref, vehicle]))
  const seen = new Map<string, number>()
  let nextId = stock.maxId
  for (const { line, vehicle } of feed.vehicles) {
    const first = seen.get(vehicle.ref)
    if (first !== undefined) {
      plan.skipped.push({
        line,
        ref: vehicle.ref,
        reason: `reference ${vehicle.ref} already on line ${first}`,
      })
      continue
    }
    seen.set(vehicle.ref, line)
    const locationName = stock.locations.get(vehicle.location)
    if (locationName === undefined) {
      plan.skipped.push({
        line,
        ref: vehicle.ref,
        reason: `location: unknown dealership "${vehicle.location}"`,
      })
      continue
    }
    const digest = await hash(vehicle)
    const before = existing.get(vehicle.ref)
    if (!before) {
      nextId += 1
      plan.added.push({ id: nextId, line, vehicle, locationName, hash: digest })
    } else if (before.hash === digest && before.status !== 'sold') {
      plan.unchanged += 1
    } else {
      plan.changed.push({ id: before.id, line, vehicle, locationName, hash: digest, before })
      if (before.price !== vehicle.price)
        plan.priceChanges.push({ id: before.id, from: before.price, to: vehicle.price })
    }
  }
  // A row the feed has but could not read is still in the feed: kept as it is, never sold.
  const present = new Set([...seen.keys(), ...plan.skipped.flatMap((row) => row.ref ?? [])])
  plan.sold = stock.vehicles.filter(
    (vehicle) => vehicle.status !== 'sold' && !present.has(vehicle.ref)
  )
  plan.refusal = guard.force ? null : refusalOf(plan, stock, guard)
  return plan
}

function refusalOf(plan: ImportPlan, stock: ExistingStock, guard: GuardOptions): string | null {
  const onSale = stock.vehicles.filter((vehicle) => vehicle.status !== 'sold').length
  const read = plan.added.length + plan.changed.length + plan.unchanged
  if (onSale > 0 && read === 0)
    return `the feed has no readable vehicle while ${onSale} are on sale (an empty or broken export?)`
  const share = onSale === 0 ? 0 : (plan.sold.length / onSale) * 100
  if (plan.sold.length > guard.removalFloor && share > guard.maxRemovedPercent)
    return `${plan.sold.length} of ${onSale} vehicles on sale (${share.toFixed(1)} %) would become sold, above the ${guard.maxRemovedPercent} % allowed (a truncated export?)`
  return null
}
