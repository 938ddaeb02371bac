import type { Fuel, TradeInCondition } from '../../domain/vehicle.ts'
import { tradeInConditionCodes } from '../../domain/vehicle-vocabulary.ts'
import type vocabularyText from '../../locale/messages/fr/vehicle-vocabulary.ts'

/** The stock vocabulary's labels in one language (the vehicle-vocabulary catalogue). */
type Vocabulary = typeof vocabularyText

/** Fuels a trade-in car can have (the stock vocabulary, without the rare industrial ones). */
export const tradeInFuels = [
  'petrol',
  'diesel',
  'hybrid',
  'electric+petrol',
  'electric+diesel',
  'electric',
  'lpg',
  'cng',
  'other',
] as const satisfies readonly Fuel[]

/**
 * The choices of the estimate form and of the trade-in lead form. The labels come from the
 * vocabulary catalogue, which holds no zod: the trade-in block's chunk stays without it.
 */
export function tradeInFuelOptions(vocabulary: Vocabulary): { value: Fuel; label: string }[] {
  return tradeInFuels.map((value) => ({ value, label: vocabulary.fuel[value] }))
}

export function tradeInConditionOptions(
  vocabulary: Vocabulary
): { value: TradeInCondition; label: string }[] {
  return tradeInConditionCodes.map((value) => ({
    value,
    label: vocabulary.tradeInCondition[value],
  }))
}
