import { useCallback, useEffect, useRef, useState } from 'react'
import { leadInputFromFields } from './form-body.ts'
import { type LeadKind, leadFields } from './lead-kinds.ts'
import { clearPendingLead, readPendingLead, savePendingLead } from './lead-storage.ts'
import type * as SubmitLeadExports from './submit-lead.ts'
import type { SubmitResult } from './submit-lead.ts'
import type * as LeadSchemaExports from './lead-schema.ts'
import { onDemand } from './on-demand.ts'
import { utmKeys } from './utm.ts'
import type { Language } from '../../locale/language.ts'
import type { LeadBody } from '../../api/lead-endpoint.ts'
import type { Dealership } from './dealerships.ts'
import { useLanguage } from '../../locale/messages.ts'

type LeadSchemaModule = typeof LeadSchemaExports

/** Spec §5: the generic form library re-validates 20 ms after the last keystroke. */
export const INPUT_DELAY_MS = 20
/** Retries of a lead the server could not take: 5 s, 15 s, 45 s, then every 2 minutes. */
const retryDelays = [5_000, 15_000, 45_000, 120_000]

export type Values = Record<string, string>
export type FormStatus = 'editing' | 'sending' | 'retrying' | 'sent'

// The shared zod schema weighs more than the rest of the form: it loads on the first interaction
// with a form, not with the page (the server validates every submission anyway).
const loadSchema = onDemand<LeadSchemaModule>(() => import('./lead-schema.ts'))
// Sending is a form's last step: its code loads with the schema, on the first interaction.
const loadSubmit = onDemand<typeof SubmitLeadExports>(() => import('./submit-lead.ts'))

/** Sends a lead; code that fails to load is a network failure like any other (retried). */
async function sendLead(input: LeadBody, language: Language): Promise<SubmitResult> {
  let loaded: typeof SubmitLeadExports
  try {
    loaded = await loadSubmit()
  } catch {
    return { kind: 'offline' }
  }
  return loaded.submitLead(input, language)
}

async function errorsOf(
  values: Values,
  language: Language,
  dealerships: readonly Dealership[]
): Promise<Record<string, string>> {
  const { leadSchemaFor } = await loadSchema()
  const result = leadSchemaFor(language, dealerships).safeParse(
    leadInputFromFields((name) => values[name])
  )
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] === 'snapshot' ? '_form' : String(issue.path[0] ?? '_form')
    errors[key] ??= issue.message
  }
  return errors
}

/**
 * State and behaviour of a lead form: validation in the page's language on blur (on change for checkboxes, and
 * 20 ms after typing once a field shows an error), submit with an idempotency key kept until the
 * server's 2xx, automatic retries, and the analytics `form_ready` event once interactive.
 */
export function useLeadForm(options: {
  formId: string
  kind: LeadKind
  initialValues: Values
  initialErrors: Record<string, string>
  /** Fields shown besides the kind's own: the subject, the "Modèle" field, the lease fields. */
  extraFields?: readonly string[]
  /** The dealerships the form offers (its page's data: the stock API's locations). */
  dealerships: readonly Dealership[]
}) {
  const { formId, kind, dealerships } = options
  const language = useLanguage()
  const [values, setValues] = useState<Values>(options.initialValues)
  const [errors, setErrors] = useState<Record<string, string>>(options.initialErrors)
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(Object.keys(options.initialErrors))
  )
  const [status, setStatus] = useState<FormStatus>('editing')
  const [result, setResult] = useState<SubmitResult | null>(null)
  const [summaryShown, setSummaryShown] = useState(Object.keys(options.initialErrors).length > 0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const attempt = useRef(0)
  const sendRef = useRef<(key: string, toSend: Values) => Promise<void>>(async () => undefined)

  const validate = useCallback(
    (next: Values, fields: ReadonlySet<string>) => {
      void errorsOf(next, language, dealerships).then((all) =>
        setErrors(Object.fromEntries(Object.entries(all).filter(([key]) => fields.has(key))))
      )
    },
    [language, dealerships]
  )

  const send = useCallback(
    async (idempotencyKey: string, toSend: Values) => {
      setStatus('sending')
      const outcome = await sendLead(
        leadInputFromFields((name) => (name === 'idempotencyKey' ? idempotencyKey : toSend[name])),
        language
      )
      setResult(outcome)
      if (outcome.kind === 'sent') {
        clearPendingLead(formId)
        // The confirmation replaces the form where the visitor pressed "send", as a status: a toast
        // saying it again would show it twice on a phone and have it read twice.
        setStatus('sent')
        return
      }
      if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
        clearPendingLead(formId)
        if (outcome.kind === 'invalid') {
          setErrors(outcome.errors)
          setTouched(new Set(Object.keys(outcome.errors)))
          setSummaryShown(true)
        }
        setStatus('editing')
        return
      }
      // Offline or 503: the lead stays in localStorage and is sent again with the same key.
      setStatus('retrying')
      const delay = retryDelays[Math.min(attempt.current, retryDelays.length - 1)] ?? 120_000
      attempt.current += 1
      retryTimer.current = setTimeout(() => void sendRef.current(idempotencyKey, toSend), delay)
    },
    [formId, language]
  )
  useEffect(() => {
    sendRef.current = send
  }, [send])

  useEffect(() => {
    const pending = readPendingLead(formId)
    // A lead left unsent by a closed tab or a failed request goes out again, same key.
    if (pending) {
      // localStorage exists only in the browser, so the restore has to follow hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(pending.values)
      void send(pending.idempotencyKey, pending.values)
    }
    window.dispatchEvent(
      new CustomEvent('dealer:analytics', {
        detail: { event: 'form_ready', form: { id: formId, kind } },
      })
    )
    return () => {
      clearTimeout(timer.current)
      clearTimeout(retryTimer.current)
    }
  }, [formId, kind, send])

  const change = (name: string, value: string, immediate: boolean) => {
    void loadSchema()
    void loadSubmit().catch(() => undefined)
    const next = { ...values, [name]: value }
    setValues(next)
    const fields = immediate ? new Set([...touched, name]) : touched
    if (immediate) setTouched(fields)
    clearTimeout(timer.current)
    if (immediate) validate(next, fields)
    else if (touched.has(name))
      timer.current = setTimeout(() => validate(next, fields), INPUT_DELAY_MS)
  }

  const blur = (name: string) => {
    const fields = new Set([...touched, name])
    setTouched(fields)
    validate(values, fields)
  }

  const submit = async () => {
    const visible = new Set<string>([...leadFields[kind], ...(options.extraFields ?? [])])
    const all = await errorsOf(values, language, dealerships)
    const shown = Object.fromEntries(
      Object.entries(all).filter(([key]) => visible.has(key) || key === '_form')
    )
    setTouched(new Set([...visible]))
    setErrors(shown)
    setSummaryShown(true)
    if (Object.keys(shown).length > 0) return false
    const idempotencyKey = crypto.randomUUID()
    // Campaign parameters of the page's address travel with the lead.
    const query = new URLSearchParams(window.location.search)
    const toSend = { ...values }
    for (const key of utmKeys) {
      const value = query.get(key)
      if (value) toSend[key] = value.slice(0, 200)
    }
    savePendingLead(formId, { idempotencyKey, values: toSend })
    attempt.current = 0
    void send(idempotencyKey, toSend)
    return true
  }

  return {
    values,
    errors,
    touched,
    status,
    result,
    summaryShown,
    change,
    blur,
    submit,
  }
}
