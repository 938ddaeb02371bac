declare const __BUILD_ID__: string

/**
 * Client monitoring (spec §1): only when the page names a DSN and an environment, and loaded
 * after the page is interactive so it never competes with the first render.
 */
export function startMonitoring(): void {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? ''
  const dsn = meta('sentry-dsn')
  const environment = meta('sentry-environment')
  if (!dsn || !environment) return
  const load = () =>
    void import('./sentry-client.ts')
      .then(({ initSentry }) => initSentry({ dsn, environment, release: __BUILD_ID__ }))
      .catch(() => undefined)
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(load, { timeout: 5000 })
      : setTimeout(load, 2000)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
