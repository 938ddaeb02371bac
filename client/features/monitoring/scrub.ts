import { scrubUrl } from '../privacy/scrub-url.ts'

/**
 * What leaves for Sentry, on the server (worker/monitoring/sentry-options.ts) and in the browser
 * (sentry-client.ts): the SDKs' own data collection is switched off category by category
 * (`dataCollection`), and every event, breadcrumb and span passes through here as well, so that a
 * change of SDK defaults or a field the SDK adds later cannot carry a lead to a third party.
 */

/** Personal data patterns that must never leave in an error report. */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g
const PHONE = /(?:\+|00)\d[\d\s./-]{6,}\d/g

/** The only request headers an event keeps (lower case): none identifies a person. */
export const KEPT_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
]
/** Words in the keys of free data (extras, tags, breadcrumb data) that name what a visitor typed or is. */
const PERSONAL_WORDS = new Set(
  'body data form input value values email mail phone tel telephone name firstname lastname message comment address ip cookie cookies user civility payload headers query'.split(
    ' '
  )
)
/** `formBody`, `first_name`, `user.ip` → its words, lower case. */
function isPersonalKey(key: string): boolean {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
  return words.some((word) => PERSONAL_WORDS.has(word)) || PERSONAL_WORDS.has(words.join(''))
}
/** Keys whose value is a URL, scrubbed rather than dropped. */
const URL_KEY = /^(url|from|to|href|referrer|referer|location|page_location|page_referrer)$/i
/** Span attributes that carry a URL or a query. */
const URL_ATTRIBUTE = /(^|\.)(url|full|query|target|referer|referrer)$/i

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[téléphone]')
}

/** Free key-value data: personal keys dropped, URLs scrubbed, strings redacted. */
function scrubData(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (URL_KEY.test(key) && typeof value === 'string') kept[key] = scrubUrl(value)
    else if (isPersonalKey(key)) continue
    else if (typeof value === 'string') kept[key] = scrubText(value)
    else if (typeof value === 'number' || typeof value === 'boolean') kept[key] = value
  }
  return kept
}

export interface ScrubbableBreadcrumb {
  message?: string
  data?: Record<string, unknown>
}

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(crumb: B): B {
  if (crumb.message) crumb.message = scrubText(crumb.message)
  if (crumb.data) crumb.data = scrubData(crumb.data)
  return crumb
}

interface ScrubbableEvent {
  message?: string
  request?: {
    url?: string
    data?: unknown
    cookies?: unknown
    headers?: Record<string, string>
    query_string?: unknown
    env?: unknown
  }
  user?: unknown
  breadcrumbs?: ScrubbableBreadcrumb[]
  exception?: { values?: { value?: string }[] }
  extra?: Record<string, unknown>
  tags?: Record<string, unknown>
  contexts?: Record<string, unknown>
}

/**
 * Removes what visitors typed or are (request bodies, query strings, cookies, headers beyond
 * KEPT_REQUEST_HEADERS, the user and their IP address, personal extras), scrubs every URL with
 * `scrubUrl`, and redacts e-mail addresses and phone numbers from messages.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    const { url, headers, env: _env, data: _data, cookies: _cookies, ...rest } = event.request
    delete rest.query_string
    const keptHeaders: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (KEPT_REQUEST_HEADERS.includes(name.toLowerCase())) keptHeaders[name] = value
    }
    event.request = {
      ...rest,
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(headers ? { headers: keptHeaders } : {}),
    }
  }
  delete event.user
  if (event.message) event.message = scrubText(event.message)
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value)
  }
  for (const crumb of event.breadcrumbs ?? []) scrubBreadcrumb(crumb)
  if (event.extra) event.extra = scrubData(event.extra)
  if (event.tags) event.tags = scrubData(event.tags)
  // The SDK's own contexts (trace, os, runtime, cloud…) stay; a response's headers and body go.
  if (event.contexts) delete event.contexts.response
  return event
}

/** A span's attributes: URLs scrubbed, personal ones (headers, bodies, user, IP) dropped. */
export function scrubSpanAttributes(attributes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (/header|cookie|body|user\.|client\.address|ip_address|db\.query\.parameter/i.test(key)) {
      if (key !== 'user_agent.original') delete attributes[key]
    } else if (URL_ATTRIBUTE.test(key) && typeof value === 'string') {
      attributes[key] = key.endsWith('query') ? '' : scrubUrl(value)
    }
  }
}
