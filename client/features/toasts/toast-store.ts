export interface Toast {
  id: number
  message: string
  tone: 'info' | 'success' | 'error'
}

/**
 * Toasts shown by any feature (favourites, compare, forms); at most three at once. A tiny store
 * of its own (read with `useSyncExternalStore`): it is on every page, so it carries no library.
 */
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

export function showToast(message: string, tone: Toast['tone'] = 'info'): number {
  const id = nextId++
  publish([...toasts.slice(-2), { id, message, tone }])
  return id
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id))
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): readonly Toast[] {
  return toasts
}

const none: readonly Toast[] = []

/** The server (and hydration) never shows a toast. */
export function serverToasts(): readonly Toast[] {
  return none
}
