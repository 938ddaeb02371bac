import { hydrateRoot } from 'react-dom/client'
import type { BufferedEntry } from './analytics/analytics-buffer.ts'
import { startMonitoring } from './monitoring/start-monitoring.ts'
import { BrowserRouter } from '../framework/router/browser-router.tsx'
import { App } from '../client/app/app.tsx'
import { watchForNewVersion } from '../framework/router/version-check.ts'
import { prepareError, preparePage } from '../framework/router/prepare-page.ts'
import { whenHydrated } from '../framework/hydration/when-hydrated.ts'
import { afterLoadWhenIdle } from '../framework/hydration/idle.ts'
import { fromOwnWorker } from '../framework/router/own-worker-json.ts'
import { type PagePayload, PAYLOAD_ELEMENT_ID } from '../framework/payload/payload.ts'

declare const __BUILD_ID__: string

function readPayload(): PagePayload {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID)
  if (!element?.textContent) throw new Error('The page has no payload')
  return fromOwnWorker<PagePayload>(element.textContent)
}

/**
 * The app: hydrates the server-rendered page and takes over navigation. Loaded by the entry once
 * the page has been painted; `takeBufferedAnalytics` hands over what was recorded until then.
 */
export async function startApp(takeBufferedAnalytics: () => BufferedEntry[]): Promise<void> {
  // Analytics code after hydration, when idle: events are buffered until then.
  whenHydrated(() =>
    afterLoadWhenIdle(() => {
      void import('./analytics/start-analytics.ts').then(({ startAnalytics }) =>
        startAnalytics(takeBufferedAnalytics())
      )
    })
  )
  const payload = readPayload()
  // The page's code is loaded before hydration so the first render matches the server's HTML.
  const shown =
    payload.kind === 'page'
      ? await preparePage(payload, { initial: true })
      : await prepareError(payload)
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  hydrateRoot(root, <BrowserRouter initial={shown} App={App} />)
  watchForNewVersion(__BUILD_ID__)
  startMonitoring()
}
