import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
import { OPEN_CONSENT_EVENT, readConsent } from './consent-store.ts'

const ConsentPanel = lazy(() =>
  import('./consent-panel.tsx').then((module) => ({ default: module.ConsentPanel }))
)

const subscribeNever = () => () => {}

/**
 * Shows the consent choices when the visitor has not decided yet, or reopens them from the
 * footer. Browser only (the choice lives in localStorage and cached HTML is shared), so it never
 * causes a hydration mismatch; the panel's code loads only when it is shown.
 */
export function ConsentBanner() {
  // False on the server and during hydration, true afterwards: the banner appears after it.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false
  )
  const [state, setState] = useState<'auto' | 'customise' | 'closed'>('auto')

  useEffect(() => {
    const reopen = () => setState('customise')
    window.addEventListener(OPEN_CONSENT_EVENT, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen)
  }, [])

  const open = state === 'customise' || (state === 'auto' && hydrated && readConsent() === null)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ConsentPanel
        key={state}
        customise={state === 'customise'}
        onClose={() => setState('closed')}
      />
    </Suspense>
  )
}

/** The footer's way back to the consent choices. */
export function ConsentSettingsButton() {
  return (
    <button
      type="button"
      className="footer__consent"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      Gérer les cookies
    </button>
  )
}
