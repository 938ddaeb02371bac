/**
 * The one function that makes a URL fit to leave the browser or the Worker for a third party
 * (Sentry events and breadcrumbs, the analytics `page_view`): it drops every query parameter that
 * carries a secret or a person, and the fragment unless it is a plain anchor.
 *
 * Dropped: Storyblok's editor parameters (`_storyblok_tk[space_id]`, `[timestamp]`, `[token]`,
 * `_storyblok`, `_storyblok_c`…: the preview token opens drafts), the no-JavaScript form's state
 * token (`formulaire`, worker/leads/form-state.ts: it opens what a visitor typed), any parameter
 * whose name says token, key, secret, signature, session, password, code or auth, and any value
 * shaped like a UUID, a long random string, an e-mail address or a phone number.
 */

/** The form-state token's parameter (FORM_STATE_PARAM of worker/leads/form-state.ts; a test holds them equal). */
export const FORM_STATE_TOKEN_PARAM = 'formulaire'

const SECRET_NAME =
  /^_storyblok|token|secret|passw|pwd|auth|session|signature|^sig$|^key$|api[-_]?key|access[-_]?key|^code$|^tk$|_tk\b|ticket|nonce|jwt|bearer/i
const SECRET_VALUE = [
  // UUIDs (form-state tokens, idempotency keys).
  /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/i,
  // Long hex or base64-ish strings (signatures, SHA-1 preview tokens, JWTs).
  /[\da-f]{24,}/i,
  /[\w-]{32,}/,
  // A person: an e-mail address or a phone number.
  /@/,
  /(?:\+|00)\d[\d\s./-]{6,}\d/,
]
const PLAIN_ANCHOR = /^#[\w-]{1,80}$/
const RELATIVE_BASE = 'http://relative.invalid'

function isSecret(name: string, value: string): boolean {
  return (
    name === FORM_STATE_TOKEN_PARAM ||
    SECRET_NAME.test(name) ||
    SECRET_VALUE.some((pattern) => pattern.test(value))
  )
}

/**
 * `url` (absolute, or relative to the site) without its secret query parameters and fragment;
 * relative stays relative. Something that does not parse loses everything after the path.
 *
 * @example scrubUrl('/contact?formulaire=6f1c…&utm_source=mail#form') // '/contact?utm_source=mail#form'
 */
export function scrubUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url, RELATIVE_BASE)
  } catch {
    return url.replace(/[?#][\s\S]*$/, '')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    // data:, blob:, about:… carry no query worth keeping, and data: may carry anything.
    return parsed.protocol === 'about:' ? `about:${parsed.pathname}` : parsed.protocol
  }
  const kept = new URLSearchParams()
  for (const [name, value] of parsed.searchParams) {
    if (!isSecret(name, value)) kept.append(name, value)
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : ''
  const hash = PLAIN_ANCHOR.test(parsed.hash) ? parsed.hash : ''
  const isRelative = parsed.origin === RELATIVE_BASE && !url.startsWith(RELATIVE_BASE)
  return `${isRelative ? '' : parsed.origin}${parsed.pathname}${search}${hash}`
}
