import { useEffect, useId, useRef, useState } from 'react'
import { ConsentIntro } from './consent-notice.tsx'
import { Button } from '../../ui/button.tsx'
import { type Consent, noConsent, readConsent, saveConsent } from './consent-store.ts'

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
 * The consent choices by category, each switched on or off, with the choice to refuse or
 * accept everything. Loaded on demand by `ConsentSettings`.
 */
export function ConsentPanel({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<Consent>(() => readConsent() ?? noConsent)
  const headingId = useId()
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    regionRef.current?.querySelector<HTMLElement>('input')?.focus()
  }, [])

  const decide = (consent: Consent) => {
    saveConsent(consent)
    onClose()
  }
  return (
    <section ref={regionRef} className="consent" aria-labelledby={headingId}>
      <div className="consent__inner">
        <ConsentIntro headingId={headingId} />
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
        <div className="consent__actions">
          <Button
            label="Tout refuser"
            variant="secondary"
            icon={false}
            onClick={() => decide(noConsent)}
          />
          <Button
            label="Enregistrer mes choix"
            variant="secondary"
            icon={false}
            onClick={() => decide(draft)}
          />
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
