import { Suspense, lazy, useEffect, useState } from 'react'
import { OPEN_CONSENT_EVENT } from './consent-store.ts'
import { shellMessages } from '../../locale/messages/shell.ts'
import { useMessages } from '../../locale/messages.ts'

const ConsentPanel = lazy(() =>
  import('./consent-panel.tsx').then((module) => ({ default: module.ConsentPanel }))
)

/**
 * The consent settings by category, opened from the footer's « Gérer les cookies » or the
 * first-visit notice's « Personnaliser ». The panel's code loads only when it is opened.
 */
export function ConsentSettings() {
  const [opened, setOpened] = useState(0)

  useEffect(() => {
    const open = () => setOpened((count) => count + 1)
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [])

  if (opened === 0) return null
  return (
    <Suspense fallback={null}>
      <ConsentPanel key={opened} onClose={() => setOpened(0)} />
    </Suspense>
  )
}

/** The footer's way back to the consent choices. */
export function ConsentSettingsButton() {
  const text = useMessages(shellMessages).footer
  return (
    <button
      type="button"
      className="footer__consent"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {text.manageCookies}
    </button>
  )
}
