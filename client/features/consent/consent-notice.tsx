import { Button } from '../../ui/button.tsx'
import { CONSENT_NOTICE_ID, type ConsentNoticeAction } from './consent-store.ts'
import { pageHref } from '../../routes/href.ts'

const CONSENT_TITLE = 'Vos choix en matière de cookies'

/** The explanation both the first-visit notice and the settings panel open with. */
export function ConsentIntro({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} className="consent__title">
        {CONSENT_TITLE}
      </h2>
      <p>
        Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord, des
        cookies de mesure d’audience, de services partenaires et de marketing. Vous pouvez changer
        d’avis à tout moment depuis le lien « Gérer les cookies » en bas de page.{' '}
        <a href={pageHref('privacy')}>Politique de traitement des données</a>
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
  return (
    <section id={CONSENT_NOTICE_ID} className="consent consent--notice" aria-labelledby={headingId}>
      <div className="consent__inner">
        <ConsentIntro headingId={headingId} />
        <div className="consent__actions">
          <Button
            label="Tout refuser"
            variant="secondary"
            icon={false}
            data-consent-action={'refuse-all' satisfies ConsentNoticeAction}
          />
          <Button
            label="Personnaliser"
            variant="tertiary"
            icon={false}
            data-consent-action={'customise' satisfies ConsentNoticeAction}
          />
          <Button
            label="Tout accepter"
            variant="primary"
            icon={false}
            data-consent-action={'accept-all' satisfies ConsentNoticeAction}
          />
        </div>
      </div>
    </section>
  )
}
