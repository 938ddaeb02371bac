import { lazySlot } from '../../../framework/hydration/lazy-slot.tsx'

/**
 * The offer's calculator: server-rendered, and only acting once the visitor changes a field, so
 * its code (the form, the formula, the representative example's text) loads once the page has
 * hydrated rather than before (see `lazySlot`).
 */
export const leaseCalculator = lazySlot(() =>
  import('../../features/lease-calculator/lease-calculator.tsx').then(
    (module) => module.LeaseCalculator
  )
)
