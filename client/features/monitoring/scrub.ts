/** Personal data patterns that must never leave the browser in an error report. */
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g
const PHONE = /(?:\+|00)\d[\d\s./-]{6,}\d/g

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[téléphone]')
}

interface ScrubbableEvent {
  message?: string
  request?: {
    data?: unknown
    cookies?: unknown
    headers?: Record<string, string>
    query_string?: unknown
  }
  user?: unknown
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[]
  exception?: { values?: { value?: string }[] }
  extra?: Record<string, unknown>
}

/**
 * Removes what visitors typed (form data, query strings, cookies) and redacts e-mail addresses and
 * phone numbers from messages, before a report is sent.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    delete event.request.data
    delete event.request.cookies
    delete event.request.query_string
    if (event.request.headers) delete event.request.headers.Cookie
  }
  delete event.user
  if (event.message) event.message = scrubText(event.message)
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value)
  }
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message)
    if (crumb.data) {
      for (const key of Object.keys(crumb.data)) {
        if (/body|form|input|value/i.test(key)) delete crumb.data[key]
      }
    }
  }
  if (event.extra) {
    for (const key of Object.keys(event.extra)) {
      if (/form|email|phone|name|message/i.test(key)) delete event.extra[key]
    }
  }
  return event
}
