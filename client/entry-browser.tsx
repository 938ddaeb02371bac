import { afterNextPaint } from './app/idle.ts'
import { bufferAnalytics, trackLinkClicks } from './features/analytics/analytics-buffer.ts'
import { startConsentNotice } from './features/consent/start-consent-notice.ts'
import { reloadWithGuard } from './navigation/version-check.ts'
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

// The server-rendered page is complete: the browser paints it first, then the app's code (already
// preloaded) runs and hydrates it, so evaluating that code never delays the first paint.
afterNextPaint(() => {
  void import('./app/start-app.tsx').then(({ startApp }) => startApp(takeBufferedAnalytics))
})
