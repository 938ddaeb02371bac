import { brandSlugSchema } from '../../client/domain/brand.ts'
import { kebab, type FeedVehicle, type ParsedFeed, type SkippedRow } from './feed-vehicle.ts'

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
  /** The catalogue's keys: every brand slug, and every model as `{brand}.{model}`. */
  catalogue: Set<string>
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

/**
 * A catalogue row the feed's vehicles need (a make or model `/v1/brands` may lack), made from the
 * feed's own spelling and written only where none exists: a row the group curated is kept.
 */
export interface CatalogueBrand {
  slug: string
  name: string
}
export interface CatalogueModel {
  brand: string
  slug: string
  name: string
  /** The lowest price among the feed's vehicles of the model. */
  price: number
  leaseFrom: number | null
  bodyStyles: FeedVehicle['body_style'][]
  fuels: FeedVehicle['fuel'][]
  /** Feeds do not say: a passenger car until the group edits the row. */
  commercial: boolean
  trims: { code: string; name: string; price: number }[]
  /** The first photo of the model's first vehicle that has one; null: the placeholder. */
  image: { url: string; alt: string } | null
}

export interface ImportPlan {
  /** Brands and models of the feed's new and changed vehicles, each once. */
  catalogue: { brands: CatalogueBrand[]; models: CatalogueModel[] }
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
    catalogue: { brands: [], models: [] },
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
    if (!brandSlugSchema.safeParse(kebab(vehicle.brand)).success || kebab(vehicle.model) === '') {
      plan.skipped.push({
        line,
        ref: vehicle.ref,
        reason: `brand/model: "${vehicle.brand} ${vehicle.model}" gives no catalogue key`,
      })
      continue
    }
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
  plan.catalogue = catalogueOf(
    [...plan.added, ...plan.changed].map((planned) => planned.vehicle),
    stock.catalogue
  )
  // A row the feed has but could not read is still in the feed: kept as it is, never sold.
  const present = new Set([...seen.keys(), ...plan.skipped.flatMap((row) => row.ref ?? [])])
  plan.sold = stock.vehicles.filter(
    (vehicle) => vehicle.status !== 'sold' && !present.has(vehicle.ref)
  )
  plan.refusal = guard.force ? null : refusalOf(plan, stock, guard)
  return plan
}

/**
 * The brand and model rows the vehicles need and the catalogue (`known`, as in `ExistingStock`)
 * lacks, keyed as `vehicles.brand` / `vehicles.model`.
 */
export function catalogueOf(
  vehicles: readonly FeedVehicle[],
  known: ReadonlySet<string>
): ImportPlan['catalogue'] {
  const brands = new Map<string, CatalogueBrand>()
  const models = new Map<string, CatalogueModel>()
  for (const vehicle of vehicles) {
    const brand = kebab(vehicle.brand)
    const slug = kebab(vehicle.model)
    if (!known.has(brand) && !brands.has(brand))
      brands.set(brand, { slug: brand, name: vehicle.brand })
    const key = `${brand}.${slug}`
    if (known.has(key)) continue
    const model = models.get(key) ?? {
      brand,
      slug,
      name: vehicle.model,
      price: vehicle.price,
      leaseFrom: null,
      bodyStyles: [],
      fuels: [],
      commercial: false,
      trims: [],
      image: null,
    }
    models.set(key, model)
    model.price = Math.min(model.price, vehicle.price)
    if (vehicle.lease_from !== null)
      model.leaseFrom = Math.min(model.leaseFrom ?? vehicle.lease_from, vehicle.lease_from)
    if (!model.bodyStyles.includes(vehicle.body_style)) model.bodyStyles.push(vehicle.body_style)
    if (!model.fuels.includes(vehicle.fuel)) model.fuels.push(vehicle.fuel)
    const code = kebab(vehicle.trim) || slug
    const trim = model.trims.find((known) => known.code === code)
    if (trim) trim.price = Math.min(trim.price, vehicle.price)
    else model.trims.push({ code, name: vehicle.trim || vehicle.model, price: vehicle.price })
    const [photo] = vehicle.images
    if (model.image === null && photo)
      model.image = { url: photo.url, alt: `${vehicle.brand} ${vehicle.model}` }
  }
  return { brands: [...brands.values()], models: [...models.values()] }
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
