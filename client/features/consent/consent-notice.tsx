import { Button } from '../../ui/button.tsx'
import { CONSENT_NOTICE_ID, type ConsentNoticeAction } from './consent-store.ts'
import { pageHref } from '../../routes/href.ts'
import { consentMessages } from '../../locale/messages/consent.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'

/** The explanation both the first-visit notice and the settings panel open with. */
export function ConsentIntro({ headingId }: { headingId: string }) {
  const text = useMessages(consentMessages)
  const language = useLanguage()
  return (
    <>
      <h2 id={headingId} className="consent__title">
        {text.title}
      </h2>
      <p>
        {text.intro} <a href={pageHref('privacy', language)}>{text.privacyPolicy}</a>
      </p>
    </>
  )
}

/**
 * The first-visit consent notice. The server renders it as static markup after the app in every
 * page, so it is painted with the page rather than popping up after the scripts; the head's
 * consent gate shows it only to visitors who have not chosen yet, and `startConsentNotice`
 * gives its buttons their behaviour. Not part of the React tree: nothing to hydrate.
 */
export function ConsentNotice() {
  const headingId = `${CONSENT_NOTICE_ID}-title`
  const text = useMessages(consentMessages)
  return (
    <section id={CONSENT_NOTICE_ID} className="consent consent--notice" aria-labelledby={headingId}>
      <div className="consent__inner">
        <ConsentIntro headingId={headingId} />
        <div className="consent__actions">
          <Button
            label={text.refuseAll}
            variant="secondary"
            icon={false}
            data-consent-action={'refuse-all' satisfies ConsentNoticeAction}
          />
          <Button
            label={text.customise}
            variant="tertiary"
            icon={false}
            data-consent-action={'customise' satisfies ConsentNoticeAction}
          />
          <Button
            label={text.acceptAll}
            variant="primary"
            icon={false}
            data-consent-action={'accept-all' satisfies ConsentNoticeAction}
          />
        </div>
      </div>
    </section>
  )
}
