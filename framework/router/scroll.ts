/**
 * Scroll behaviour of spec §4: a new page starts at the top, back/forward returns to where the
 * visitor was (restoration is manual), and a hash scrolls to its anchor.
 */
const STORAGE_KEY = 'scroll-positions'

interface HistoryState {
  key: string
}

export function currentHistoryKey(): string {
  const state = window.history.state as Partial<HistoryState> | null
  if (state?.key) return state.key
  const key = crypto.randomUUID()
  window.history.replaceState({ ...(window.history.state ?? {}), key }, '')
  return key
}

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {}
  } catch {
    return {}
  }
}

export function saveScrollPosition(key: string): void {
  const positions = readPositions()
  positions[key] = window.scrollY
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
  } catch {
    // Storage full or blocked: restoration is a comfort, never a reason to fail a navigation.
  }
}

export function savedScrollPosition(key: string): number | undefined {
  const value = readPositions()[key]
  return typeof value === 'number' ? value : undefined
}

/** After a page renders: the saved position on back/forward, the hash target, or the top. */
export function applyScroll(options: { restoreKey?: string; hash: string }): void {
  const restored = options.restoreKey ? savedScrollPosition(options.restoreKey) : undefined
  if (restored !== undefined) {
    window.scrollTo(0, restored)
    return
  }
  if (options.hash.length > 1) {
    const target = document.getElementById(decodeURIComponent(options.hash.slice(1)))
    if (target) {
      target.scrollIntoView()
      return
    }
  }
  window.scrollTo(0, 0)
}
