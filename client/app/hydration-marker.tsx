import { useEffect } from 'react'

/** The parts of the app that hydrate as boundaries of their own (see app.tsx). */
export type HydratedPart = 'shell' | 'page' | 'footer'
const PARTS: readonly HydratedPart[] = ['shell', 'page', 'footer']
const hydrated = new Set<HydratedPart>()

/**
 * Rendered last inside each boundary: once all of them have hydrated, `<html data-hydrated>` says
 * the whole page is interactive (end-to-end tests and monitoring wait for it).
 */
export function HydrationMarker({ part }: { part: HydratedPart }) {
  useEffect(() => {
    hydrated.add(part)
    if (PARTS.every((name) => hydrated.has(name))) {
      document.documentElement.dataset.hydrated = 'true'
    }
  }, [part])
  return null
}
