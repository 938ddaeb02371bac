const waiting: (() => void)[] = []
let hydrated = false

/**
 * Runs `task` once the whole page has hydrated (at once if it has): code and data the visitor did
 * not ask for (idle preloads, analytics, the compare bar, lazy slots' code) must not compete with
 * hydration for the network or the main thread (docs/decisions/0024, 0030). Browser only: the
 * Worker never hydrates, and must keep nothing per request at module scope.
 */
export function whenHydrated(task: () => void): void {
  if (hydrated) task()
  else waiting.push(task)
}

/** Called once by the app (framework/hydration/hydration-marker.tsx) when the whole page has hydrated. */
export function pageHydrated(): void {
  hydrated = true
  for (const task of waiting.splice(0)) task()
}
