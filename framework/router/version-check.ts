/** How often the browser asks whether a new build is live (spec §4 leaves it open). */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000
/** Spec §9: a forced reload is not repeated within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000
const RELOAD_GUARD_KEY = 'reload-guard'

let newVersionAvailable = false

export function isNewVersionAvailable(): boolean {
  return newVersionAvailable
}

/** Fetches /builds/latest.json and notes a build other than the running one. */
export async function checkForNewVersion(currentBuildId: string): Promise<boolean> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return newVersionAvailable
    // A `LatestBuild` (client/api/latest-build.ts), checked by hand: this runs on every page and
    // is not worth shipping zod for (docs/decisions/0061).
    const latest: unknown = await response.json()
    const id = typeof latest === 'object' && latest !== null && 'id' in latest ? latest.id : null
    if (typeof id === 'string' && id !== currentBuildId) newVersionAvailable = true
  } catch {
    // Offline or a transient failure: try again at the next check.
  }
  return newVersionAvailable
}

/** Starts the periodic and on-visibility checks. */
export function watchForNewVersion(currentBuildId: string): () => void {
  const check = () => void checkForNewVersion(currentBuildId)
  const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * Reloads to `href` unless a reload happened less than 10 s ago (then returns false, and the
 * caller carries on without reloading: a loop of reloads is worse than an old bundle).
 */
export function reloadWithGuard(href: string, now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '0')
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
  window.location.assign(href)
  return true
}
