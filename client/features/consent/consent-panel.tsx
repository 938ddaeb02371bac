import { useEffect, useId, useRef, useState } from 'react'
import { ConsentIntro } from './consent-notice.tsx'
import { Button } from '../../ui/button.tsx'
import { type Consent, noConsent, readConsent, saveConsent } from './consent-store.ts'
import { consentMessages } from '../../locale/messages/consent.ts'
import { useMessages } from '../../locale/messages.ts'

/** The categories in the order they are shown; their words are in the catalogue. */
const categories = ['analytics', 'functional', 'marketing'] as const satisfies (keyof Consent)[]

/**
 * The consent choices by category, each switched on or off, with the choice to refuse or
 * accept everything. Loaded on demand by `ConsentSettings`.
 */
export function ConsentPanel({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<Consent>(() => readConsent() ?? noConsent)
  const headingId = useId()
  const text = useMessages(consentMessages)
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
          <legend>{text.chooseByCategory}</legend>
          {categories.map((category) => (
            <label key={category} className="consent__choice">
              <input
                type="checkbox"
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
              />
              <span>
                <strong>{text.categories[category].title}</strong>
                <span className="consent__hint">{text.categories[category].text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="consent__actions">
          <Button
            label={text.refuseAll}
            variant="secondary"
            icon={false}
            onClick={() => decide(noConsent)}
          />
          <Button
            label={text.saveChoices}
            variant="secondary"
            icon={false}
            onClick={() => decide(draft)}
          />
          <Button
            label={text.acceptAll}
            variant="primary"
            icon={false}
            onClick={() => decide({ analytics: true, marketing: true, functional: true })}
          />
        </div>
      </div>
    </section>
  )
}
