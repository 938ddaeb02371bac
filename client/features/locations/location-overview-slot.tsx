import { lazySlot } from '../../../framework/hydration/lazy-slot.tsx'
// The server's HTML needs the styles from the first paint: they stay with the block's chunk,
// which the document links (the slot's code is not).
import './locations.css'
import './location-map.css'

/**
 * The dealer list with map, its filters and their handlers, the open-status updates: the
 * server's HTML is complete and works without JavaScript (the filters are a GET form), so the
 * first hydration keeps it until this code arrives (docs/decisions/0030).
 */
export const locationOverviewSlot = lazySlot(() =>
  import('./location-overview.tsx').then((module) => module.LocationOverview)
)
