import {
  CONSENT_NOTICE_ID,
  type ConsentNoticeAction,
  noConsent,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
} from '../../client/features/consent/consent-store.ts'
import '../../client/features/consent/consent.css'

const everything = { analytics: true, marketing: true, functional: true }

/**
 * Gives the server-rendered consent notice its behaviour: refusing or accepting everything
 * records the choice and removes the notice; "Personnaliser" opens the settings panel in its
 * place. Visitors who have already chosen never see it (the head's consent gate hides it), and it
 * is removed here as well so it is not in the accessibility tree.
 */
export function startConsentNotice(): void {
  const notice = document.getElementById(CONSENT_NOTICE_ID)
  if (!notice) return
  if (readConsent() !== null) {
    notice.remove()
    return
  }
  // The gate may not have run (a blocked script): the notice is shown from here on.
  document.documentElement.dataset.consent = 'undecided'
  notice.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-action]')
    const action = button?.dataset.consentAction as ConsentNoticeAction | undefined
    if (!action) return
    notice.remove()
    if (action === 'customise') window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))
    else saveConsent(action === 'accept-all' ? everything : noConsent)
  })
}
