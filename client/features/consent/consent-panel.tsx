import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { type Consent, noConsent, readConsent, saveConsent } from './consent-store.ts'
import './consent.css'

const categories: { key: keyof Consent; title: string; text: string }[] = [
  {
    key: 'analytics',
    title: 'Mesure d’audience',
    text: 'Statistiques de visite anonymisées pour améliorer le site (Google Tag Manager).',
  },
  {
    key: 'functional',
    title: 'Services fonctionnels',
    text: 'Fonds de carte et outil de prise de rendez-vous de nos partenaires.',
  },
  {
    key: 'marketing',
    title: 'Marketing et contenus externes',
    text: 'Vidéos YouTube, offres d’emploi de notre partenaire et publicité personnalisée.',
  },
]

/**
 * The consent choices: the first-visit banner, or the settings reopened from the footer
 * (`customise`). Loaded on demand by `ConsentBanner`: visitors who already chose never download it.
 */
export function ConsentPanel({ customise, onClose }: { customise: boolean; onClose: () => void }) {
  const [customising, setCustomising] = useState(customise)
  const [draft, setDraft] = useState<Consent>(() => readConsent() ?? noConsent)
  const headingId = useId()
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (customising) regionRef.current?.querySelector<HTMLElement>('input')?.focus()
  }, [customising])

  const decide = (consent: Consent) => {
    saveConsent(consent)
    onClose()
  }
  return (
    <section ref={regionRef} className="consent" aria-labelledby={headingId}>
      <div className="consent__inner">
        <h2 id={headingId} className="consent__title">
          Vos choix en matière de cookies
        </h2>
        <p>
          Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord,
          des cookies de mesure d’audience, de services partenaires et de marketing. Vous pouvez
          changer d’avis à tout moment depuis le lien « Gérer les cookies » en bas de page.{' '}
          <a href="/politique-de-traitement-des-donnees">Politique de traitement des données</a>
        </p>
        {customising && (
          <fieldset className="consent__choices">
            <legend>Choisir par catégorie</legend>
            {categories.map((category) => (
              <label key={category.key} className="consent__choice">
                <input
                  type="checkbox"
                  checked={draft[category.key]}
                  onChange={(event) => setDraft({ ...draft, [category.key]: event.target.checked })}
                />
                <span>
                  <strong>{category.title}</strong>
                  <span className="consent__hint">{category.text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="consent__actions">
          <Button
            label="Tout refuser"
            variant="secondary"
            icon={false}
            onClick={() => decide(noConsent)}
          />
          {customising ? (
            <Button
              label="Enregistrer mes choix"
              variant="secondary"
              icon={false}
              onClick={() => decide(draft)}
            />
          ) : (
            <Button
              label="Personnaliser"
              variant="tertiary"
              icon={false}
              onClick={() => setCustomising(true)}
            />
          )}
          <Button
            label="Tout accepter"
            variant="primary"
            icon={false}
            onClick={() => decide({ analytics: true, marketing: true, functional: true })}
          />
        </div>
      </div>
    </section>
  )
}
