import { leadTextFieldNames, leaseFieldNames } from '../../client/features/lead-forms/form-body.ts'
import { utmKeys } from '../../client/features/lead-forms/utm.ts'

/**
 * What the Worker derives from a no-JavaScript form body: the values kept for a refused form
 * (bounded, whatever the body holds) and the idempotency key of a double submit
 * (docs/decisions/0041).
 */

/** Every field name a lead form posts (besides the page's own `formId` and `pageUrl`). */
const leadFormFieldNames: readonly string[] = [
  ...leadTextFieldNames,
  'consent',
  'newsletter',
  'tradeOffer',
  'subjectType',
  'subjectId',
  'subjectTitle',
  'subjectPrice',
  ...leaseFieldNames,
  ...utmKeys,
]

/** Fields never kept nor hashed: the trap, the challenge, the key itself. */
const NOT_KEPT = new Set(['website', 'turnstileToken', 'idempotencyKey'])
/** Fields the page sets, which a kept state never restores (client/features/lead-forms/lead-form.tsx). */
const PAGE_OWNED = new Set([
  'kind',
  'subjectType',
  'subjectId',
  'subjectTitle',
  'subjectPrice',
  'tradeOffer',
])
const KEPT = new Set(
  leadFormFieldNames.filter((name) => !NOT_KEPT.has(name) && !PAGE_OWNED.has(name))
)

/** The longest value a form field accepts (the message). */
export const MAX_KEPT_VALUE = 2000
/** A kept form state never grows past this, whatever the body held (64 KB of fields). */
export const MAX_KEPT_STATE = 8 * 1024

/**
 * The visitor's own values of a refused form, to fill it again: only the fields a lead form has,
 * each cut to the longest a field accepts, and no more than `MAX_KEPT_STATE` characters in all.
 */
export function keptFormValues(form: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {}
  let size = 0
  for (const name of KEPT) {
    const value = form.get(name)?.slice(0, MAX_KEPT_VALUE)
    if (!value) continue
    size += name.length + value.length
    if (size > MAX_KEPT_STATE) break
    values[name] = value
  }
  return values
}

/** The windows a no-JavaScript double submit is recognised within. */
export const NO_SCRIPT_KEY_WINDOW_MS = 10 * 60_000

/**
 * The idempotency key of a no-JavaScript post, which a cached page cannot carry (its HTML is the
 * same for everyone, docs/decisions/0018): a version-8 UUID of the salted hash of the client,
 * the time window (`windowsBack` windows ago) and the form's fields, trimmed and in a fixed
 * order. The same form sent twice by the same client within the window gets the same key.
 */
export async function noScriptIdempotencyKey(
  form: URLSearchParams,
  client: string,
  salt: string,
  now: Date,
  windowsBack = 0
): Promise<string> {
  const window = Math.floor(now.getTime() / NO_SCRIPT_KEY_WINDOW_MS) - windowsBack
  const fields = ['formId', 'pageUrl', ...leadFormFieldNames]
    .filter((name) => !NOT_KEPT.has(name))
    .map(
      (name) =>
        `${name}=${form
          .getAll(name)
          .map((value) => value.trim())
          .join('\u0000')}`
    )
  const text = [salt, client, String(window), ...fields].join('\n')
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  )
  const hex = [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  // RFC 9562: version 8 (custom), variant 10.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
