import type { Option } from '../lead-forms/lead-options.ts'
import { useMessages } from '../../locale/messages.ts'
import { vehicleLabelsMessages } from '../../locale/messages/vehicle-labels.ts'
import { tradeInConditionOptions, tradeInFuelOptions } from './trade-in-options.ts'

/** The choices of a trade-in lead form's fuel and condition fields, in the page's language. */
export type TradeInChoices = { tradeFuel: Option[]; tradeCondition: Option[] }

/**
 * The trade-in fields' choices, for the hosts of a lead form that may be of kind `trade-in` (the
 * estimate's form, the CMS's embedded form). The lead form takes them as a prop rather than
 * reading them itself: the vehicle and model forms, which never ask for a trade-in, then load
 * neither the options nor the vehicle labels (docs/decisions/0030).
 */
export function useTradeInChoices(): TradeInChoices {
  const vocabulary = useMessages(vehicleLabelsMessages)
  return {
    tradeFuel: tradeInFuelOptions(vocabulary),
    tradeCondition: tradeInConditionOptions(vocabulary),
  }
}
