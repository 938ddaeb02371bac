import { afterContentfulPaint, afterLoad, nextTask } from '../framework/hydration/idle.ts'
import { bufferAnalytics, trackLinkClicks } from '../browser/analytics/analytics-buffer.ts'
import { startConsentNotice } from '../browser/consent/start-consent-notice.ts'
import { reloadWithGuard } from '../framework/router/version-check.ts'
// Self-hosted variable font (hashed files, `font-display: swap`): no third-party font host.
import '@fontsource-variable/inter/index.css'
import './styles/global.css'

// A chunk of an older build may be gone after a deployment: reload once to get the new one.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadWithGuard(window.location.href)
})

// What works on the server-rendered page straight away, without React: the consent notice's
// buttons, and analytics recorded from the first moment (handed to the analytics code later).
startConsentNotice()
const takeBufferedAnalytics = bufferAnalytics()
trackLinkClicks()

// The server-rendered page is complete and works on its own (links and forms are plain HTML):
// its first screen loads and is painted first, then the app's code is fetched and hydrates it, so
// that code never competes with the font and the images for a slow connection, nor delays the
// first paint.
/** The longest the app waits for the first screen: a resource that never finishes loading (a
 * stalled image or font) must not keep the page from becoming interactive. */
const START_AT_THE_LATEST_MS = 4000

let started = false
async function start(): Promise<void> {
  if (started) return
  started = true
  // React's DOM runtime is evaluated on its own first, and the app in a later task: no single
  // long task holds the main thread while the code starts.
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('../browser/start-app.tsx')
  await startApp(takeBufferedAnalytics)
}

afterLoad(() => afterContentfulPaint(() => void start()))
setTimeout(() => void start(), START_AT_THE_LATEST_MS)
