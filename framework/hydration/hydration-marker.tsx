import { useEffect } from 'react'
import { pageHydrated } from './when-hydrated.ts'
import { HYDRATED_MARK } from './hydrated-mark.ts'

/** The parts of the app that hydrate as boundaries of their own (see app.tsx). */
export type HydratedPart = 'shell' | 'page' | 'footer'
const PARTS: readonly HydratedPart[] = ['shell', 'page', 'footer']
const hydrated = new Set<HydratedPart>()

/**
 * Rendered last inside each boundary: once all of them have hydrated, `<html data-hydrated>` says
 * the page's own code is interactive (end-to-end tests and monitoring wait for it; lazy slots may
 * still be hydrating, see `data-slots-pending` in framework/hydration/lazy-slot.tsx), and what waited for
 * it (`whenHydrated`) runs.
 */
export function HydrationMarker({ part }: { part: HydratedPart }) {
  useEffect(() => {
    hydrated.add(part)
    if (PARTS.every((name) => hydrated.has(name))) {
      document.documentElement.dataset.hydrated = 'true'
      // When, on the page's clock: what was fetched before is what hydration waited for.
      performance.mark(HYDRATED_MARK)
      pageHydrated()
    }
  }, [part])
  return null
}
