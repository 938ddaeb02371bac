import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { leadFormsMessages } from '../../locale/messages/lead-forms.ts'
import { loadTurnstile, type TurnstileApi, turnstileSiteKey } from './turnstile-script.ts'

const noSubscription = () => () => undefined

/**
 * The Turnstile challenge of a lead form, when the Worker has a site key (docs/decisions/0041).
 * Nothing on the server nor at hydration (the document says whether there is a key), then, in the
 * browser, Cloudflare's widget: its token goes to the form with `onToken`, and is cleared when it
 * expires or fails. A new `resetOn` value (a refused or failed send) asks for a new token, since
 * a token is good for one check only.
 */
export function TurnstileField(props: {
  formId: string
  action: string
  onToken: (token: string) => void
  resetOn: unknown
}) {
  const text = useMessages(leadFormsMessages)
  const language = useLanguage()
  const siteKey = useSyncExternalStore(noSubscription, turnstileSiteKey, () => null)
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null)
  const onToken = useRef(props.onToken)
  useEffect(() => {
    onToken.current = props.onToken
  }, [props.onToken])

  useEffect(() => {
    const container = box.current
    if (!siteKey || !container) return
    let cancelled = false
    loadTurnstile()
      .then((api) => {
        if (cancelled) return
        const id = api.render(container, {
          sitekey: siteKey,
          language,
          // Turnstile allows letters, digits, `-` and `_` in an action, 32 at most.
          action: props.action.replace(/[^a-z0-9_-]/gi, '').slice(0, 32),
          'refresh-expired': 'auto',
          // Shown only when Cloudflare wants the visitor to act: no layout shift otherwise.
          appearance: 'interaction-only',
          callback: (token) => onToken.current(token),
          'expired-callback': () => onToken.current(''),
          'error-callback': () => onToken.current(''),
        })
        if (id !== undefined) widget.current = { api, id }
      })
      .catch(() => {
        // No widget (blocked, offline): the server refuses the lead with a notice saying why.
      })
    return () => {
      cancelled = true
      if (widget.current) widget.current.api.remove(widget.current.id)
      widget.current = null
    }
  }, [siteKey, language, props.action])

  useEffect(() => {
    if (props.resetOn === null || props.resetOn === undefined || !widget.current) return
    widget.current.api.reset(widget.current.id)
    onToken.current('')
  }, [props.resetOn])

  if (!siteKey) return null
  return (
    <div
      className="lead-form__turnstile"
      role="group"
      aria-label={text.form.turnstile}
      id={`${props.formId}-turnstile`}
      ref={box}
    />
  )
}
