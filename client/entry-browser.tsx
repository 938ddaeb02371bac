import { hydrateRoot } from 'react-dom/client'
import { type PagePayload, PAYLOAD_ELEMENT_ID } from './app/payload.ts'
import { startAnalytics } from './features/analytics/start-analytics.ts'
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

async function start() {
  // Consent defaults must reach the data layer before any tag could read it.
  startAnalytics()
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
