import { siteBasics } from '../../client/config/site-basics.ts'
import { ANALYTICS_DOM_EVENT, track } from '../../client/features/analytics/events.ts'

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

/** A link to a file: on the content asset host, or marked as a download. */
function downloadTarget(anchor: HTMLAnchorElement): URL | null {
  const url = new URL(anchor.href, window.location.href)
  if (anchor.hasAttribute('download') || siteBasics.contentAssetHosts.includes(url.host)) return url
  return null
}

/**
 * Turns clicks on social links (`data-social`) and on files into `click_social` and `download`
 * events. Listening from the first moment, so a click before the analytics code loads counts.
 */
export function trackLinkClicks(): void {
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]')
    if (!(anchor instanceof HTMLAnchorElement)) return
    const social = anchor.dataset.social
    if (social) {
      track('click_social', { social: { network: social, url: anchor.href } })
      return
    }
    const file = downloadTarget(anchor)
    if (file)
      track('download', { file: { url: file.href, name: file.pathname.split('/').pop() ?? '' } })
  })
}
