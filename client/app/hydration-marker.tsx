import { useEffect } from 'react'
import { HYDRATED_MARK } from './hydrated-mark.ts'

/** The parts of the app that hydrate as boundaries of their own (see app.tsx). */
export type HydratedPart = 'shell' | 'page' | 'footer'
const PARTS: readonly HydratedPart[] = ['shell', 'page', 'footer']
const hydrated = new Set<HydratedPart>()
const waiting: (() => void)[] = []

/**
 * Runs `task` once the whole page has hydrated (at once if it has): code and data the visitor did
 * not ask for (idle preloads, analytics, the compare bar) must not compete with hydration for the
 * network or the main thread (docs/decisions/0024).
 */
export function whenHydrated(task: () => void): void {
  if (PARTS.every((name) => hydrated.has(name))) task()
  else waiting.push(task)
}

/**
 * Rendered last inside each boundary: once all of them have hydrated, `<html data-hydrated>` says
 * the whole page is interactive (end-to-end tests and monitoring wait for it).
 */
export function HydrationMarker({ part }: { part: HydratedPart }) {
  useEffect(() => {
    hydrated.add(part)
    if (PARTS.every((name) => hydrated.has(name))) {
      document.documentElement.dataset.hydrated = 'true'
      // When, on the page's clock: what was fetched before is what hydration waited for.
      performance.mark(HYDRATED_MARK)
      for (const task of waiting.splice(0)) task()
    }
  }, [part])
  return null
}
