import { hydrateRoot } from 'react-dom/client'
import { type PagePayload, PAYLOAD_ELEMENT_ID } from './app/payload.ts'
import { bufferAnalytics, trackLinkClicks } from './features/analytics/analytics-buffer.ts'
import { startMonitoring } from './features/monitoring/start-monitoring.ts'
import { BrowserRouter } from './navigation/browser-router.tsx'
import { reloadWithGuard, watchForNewVersion } from './navigation/version-check.ts'
import { preparePage } from './pages/page-modules.ts'
// Self-hosted variable font (hashed files, `font-display: swap`): no third-party font host.
import '@fontsource-variable/inter/index.css'
import './styles/global.css'

declare const __BUILD_ID__: string

function readPayload(): PagePayload {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID)
  if (!element?.textContent) throw new Error('The page has no payload')
  return JSON.parse(element.textContent) as PagePayload
}

// A chunk of an older build may be gone after a deployment: reload once to get the new one.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadWithGuard(window.location.href)
})

/** After the page is interactive: nothing here is needed to show or use it. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 })
  else setTimeout(task, 1000)
}

async function start() {
  // Analytics events are recorded from the start and handed to the analytics code once it has
  // loaded; it sets the consent defaults before any tag can run (tags need consent to load).
  const takeBufferedAnalytics = bufferAnalytics()
  trackLinkClicks()
  whenIdle(() => {
    void import('./features/analytics/start-analytics.ts').then(({ startAnalytics }) =>
      startAnalytics(takeBufferedAnalytics())
    )
  })
  const payload = readPayload()
  // The page's code is loaded before hydration so the first render matches the server's HTML.
  const Page =
    payload.kind === 'page'
      ? await preparePage(payload.page, payload.data, { initial: true })
      : null
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  hydrateRoot(root, <BrowserRouter initial={{ payload, Page }} />)
  watchForNewVersion(__BUILD_ID__)
  startMonitoring()
}

void start()
