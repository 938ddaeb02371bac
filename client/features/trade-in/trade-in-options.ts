import type { Fuel, TradeInCondition } from '../../domain/vehicle.ts'

/**
 * The choices of the estimate form. Written out here rather than read from domain/vehicle.ts,
 * whose labels sit beside zod schemas: importing them would put zod in the trade-in block's chunk
 * on every page that shows it. trade-in-options.test.ts keeps the labels equal to the domain's.
 */
export const tradeInFuelOptions: readonly { value: Fuel; label: string }[] = [
  { value: 'petrol', label: 'Essence' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'hybrid', label: 'Hybride' },
  { value: 'electric+petrol', label: 'Hybride rechargeable essence' },
  { value: 'electric+diesel', label: 'Hybride rechargeable diesel' },
  { value: 'electric', label: 'Électrique' },
  { value: 'lpg', label: 'GPL' },
  { value: 'cng', label: 'GNC' },
  { value: 'other', label: 'Autre' },
]

export const tradeInConditionOptions: readonly { value: TradeInCondition; label: string }[] = [
  { value: 'excellent', label: 'Excellent état' },
  { value: 'good', label: 'Bon état' },
  { value: 'fair', label: 'État correct' },
  { value: 'poor', label: 'Mauvais état' },
]
