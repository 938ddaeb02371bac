import { ANALYTICS_DOM_EVENT } from './events.ts'

/** What happened before the analytics code arrived, in order. */
export type BufferedEntry =
  | { kind: 'page_view'; path: string; title: string }
  | { kind: 'event'; detail: Record<string, unknown> }

/**
 * Records the first page view and every analytics event from the first moment, so the analytics
 * code itself can load after the page is interactive without losing anything. Returns the function
 * that stops recording and hands over what was recorded.
 */
export function bufferAnalytics(): () => BufferedEntry[] {
  const entries: BufferedEntry[] = [
    { kind: 'page_view', path: location.pathname + location.search, title: document.title },
  ]
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent).detail
    if (typeof detail === 'object' && detail !== null) {
      entries.push({ kind: 'event', detail: detail as Record<string, unknown> })
    }
  }
  const onNavigated = () =>
    entries.push({
      kind: 'page_view',
      path: location.pathname + location.search,
      title: document.title,
    })
  window.addEventListener(ANALYTICS_DOM_EVENT, onEvent)
  window.addEventListener('dealer:navigated', onNavigated)
  return () => {
    window.removeEventListener(ANALYTICS_DOM_EVENT, onEvent)
    window.removeEventListener('dealer:navigated', onNavigated)
    return entries
  }
}
