import { type DataResponse, payloadUrl } from '../payload/payload.ts'
import { fromOwnWorker } from './own-worker-json.ts'

/**
 * The steps of a client navigation that the first screen never needs: fetching a payload, then
 * the head and scroll updates once it is shown. The router (browser-router.tsx) loads this module
 * on the first navigation or preload, or once the page is hydrated and idle, so that it is not
 * part of any page's JavaScript before hydration (docs/decisions/0030).
 */
export { applyHead } from './head.ts'
export { applyScroll, currentHistoryKey, saveScrollPosition } from './scroll.ts'

export async function fetchData(path: string, priority: RequestPriority): Promise<DataResponse> {
  const response = await fetch(payloadUrl(path), {
    headers: { accept: 'application/json' },
    priority,
  })
  if (!response.ok && response.headers.get('content-type')?.includes('application/json') !== true) {
    throw new Error(`Payload ${path} answered ${response.status}`)
  }
  return fromOwnWorker<DataResponse>(await response.text())
}
