import { useEffect, useRef, useState } from 'react'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { turnstileMessages } from '../../locale/messages/turnstile.ts'
import { TURNSTILE_META } from './turnstile-meta.ts'
import type { MountedTurnstile } from './turnstile-script.ts'

const siteKeyOfDocument = () =>
  document.querySelector(`meta[name="${TURNSTILE_META}"]`)?.getAttribute('content') || null

/**
 * The Turnstile challenge of a lead form, when the Worker has a site key (docs/decisions/0041).
 * Nothing on the server nor at hydration (the document says whether there is a key), then, in the
 * browser, Cloudflare's widget, whose code loads only then: its token goes to the form with
 * `onToken`. A new `resetOn` value (a send's result: after a success the form, and so the field,
 * is gone) asks for a new token, since a token is good for one check only.
 */
// A default export: React.lazy (lead-form.tsx) takes nothing else.
export default function TurnstileField(props: {
  action: string
  onToken: (token: string) => void
  resetOn: unknown
}) {
  const text = useMessages(turnstileMessages)
  const language = useLanguage()
  // Rendered by the lead form only in the browser, once it found the meta tag.
  const [siteKey] = useState(siteKeyOfDocument)
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<MountedTurnstile | null>(null)
  const onToken = useRef(props.onToken)
  useEffect(() => {
    onToken.current = props.onToken
  }, [props.onToken])

  useEffect(() => {
    const container = box.current
    if (!siteKey || !container) return
    let cancelled = false
    import('./turnstile-script.ts')
      .then(({ mountTurnstile }) =>
        mountTurnstile(
          container,
          { siteKey, language, action: props.action, onToken: (token) => onToken.current(token) },
          () => cancelled
        )
      )
      .then((mounted) => {
        if (cancelled) mounted?.remove()
        else widget.current = mounted
      })
      .catch(() => {
        // No widget (blocked, offline): the server refuses the lead with a notice saying why.
      })
    return () => {
      cancelled = true
      widget.current?.remove()
      widget.current = null
    }
  }, [siteKey, language, props.action])

  useEffect(() => {
    if (props.resetOn !== null && props.resetOn !== undefined) widget.current?.reset()
  }, [props.resetOn])

  if (!siteKey) return null
  return <div className="lead-form__turnstile" role="group" aria-label={text.label} ref={box} />
}
