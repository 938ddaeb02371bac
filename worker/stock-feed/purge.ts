import { vehicleCacheKeys } from '../stock/stock-client.ts'
import { STOCK_SEARCH_TAG } from '../stock/stock-purge.ts'
import { kebab } from './feed-vehicle.ts'
import type { ImportPlan } from './plan.ts'

/**
 * The cache tags an applied import purges (worker/content/purge-tags.ts): exactly the pages
 * that show what changed. Vehicle pages carry `vehicle:{id}`; model pages `model:{brand}.{model}`
 * (their stock count and vehicles); brand pages `brand:{brand}` (stock counts: only when a
 * vehicle arrives or leaves); every page with a stock search, preview or hero `stock-search`.
 */
export function importPurgeTags(plan: ImportPlan): string[] {
  const tags = new Set<string>()
  const model = (brand: string, name: string) => `model:${brand}.${name}`
  for (const { id, vehicle } of plan.added) {
    tags.add(`vehicle:${id}`)
    tags.add(model(kebab(vehicle.brand), kebab(vehicle.model)))
    tags.add(`brand:${kebab(vehicle.brand)}`)
  }
  for (const { id, vehicle, before } of plan.changed) {
    tags.add(`vehicle:${id}`)
    tags.add(model(kebab(vehicle.brand), kebab(vehicle.model)))
    tags.add(model(before.brand, before.model))
    // Back on sale, or moved to another brand: brand pages count it.
    if (before.status === 'sold' || before.brand !== kebab(vehicle.brand)) {
      tags.add(`brand:${kebab(vehicle.brand)}`)
      tags.add(`brand:${before.brand}`)
    }
  }
  for (const vehicle of plan.sold) {
    tags.add(`vehicle:${vehicle.id}`)
    tags.add(model(vehicle.brand, vehicle.model))
    tags.add(`brand:${vehicle.brand}`)
  }
  if (tags.size > 0) tags.add(STOCK_SEARCH_TAG)
  return [...tags]
}

/**
 * The stock client's KV entries of the vehicles that changed (worker/stock/stock-client.ts), and
 * its brand list when the import added a brand (else it shows an hour later, its catalogue TTL).
 */
export function importStaleKeys(plan: ImportPlan): string[] {
  const ids = [
    ...plan.added.map((v) => v.id),
    ...plan.changed.map((v) => v.id),
    ...plan.sold.map((v) => v.id),
  ]
  return [
    ...ids.flatMap(vehicleCacheKeys),
    ...(plan.catalogue.brands.length > 0 ? ['stock:v1:/brands'] : []),
  ]
}
