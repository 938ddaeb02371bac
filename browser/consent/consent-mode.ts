import { siteConfig } from '../../client/config/site-config.ts'
import { dataLayer } from '../analytics/data-layer.ts'
import type { Consent } from '../../client/features/consent/consent-store.ts'

/** Google's gtag: pushes its `arguments` object, the shape the tag manager reads. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
  dataLayer().push(arguments)
}

function consentState(consent: Consent) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    functionality_storage: state(consent.functional),
    personalization_storage: state(consent.marketing),
    security_storage: 'granted',
  }
}

/** Consent Mode v2: everything denied until the visitor decides (must run before any tag). */
export function setConsentDefaults(): void {
  gtag('consent', 'default', {
    ...consentState({ analytics: false, marketing: false, functional: false }),
    wait_for_update: 500,
  })
}

export function updateConsentMode(consent: Consent): void {
  gtag('consent', 'update', consentState(consent))
}

let tagManagerLoaded = false

/** The tag manager loads only once measurement or marketing is granted, and only once. */
export function loadTagManagerIfAllowed(consent: Consent): void {
  if (tagManagerLoaded || !(consent.analytics || consent.marketing)) return
  tagManagerLoaded = true
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${siteConfig.tagManager.scriptUrl}?id=${encodeURIComponent(siteConfig.tagManager.containerId)}`
  document.head.appendChild(script)
}
