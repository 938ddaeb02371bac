import { lazySlot } from '../../../framework/hydration/lazy-slot.tsx'

/**
 * The filters' widgets (ranges, sliders, brand and model lists) and the result list (cards and
 * pages): server-rendered, and only acting after an interaction, so their code loads once the
 * page has hydrated rather than before (see `lazySlot`).
 */
export const stockFilters = lazySlot(() =>
  import('./stock-filters.tsx').then((module) => module.StockFilters)
)
export const stockResults = lazySlot(() =>
  import('./stock-results.tsx').then((module) => module.StockResults)
)
/** "Créer une alerte": a plain POST form, live before its code (client/features/alerts/). */
export const alertForm = lazySlot(() =>
  import('../alerts/alert-form.tsx').then((module) => module.AlertForm)
)
