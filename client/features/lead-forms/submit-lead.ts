import { trackLeadSubmitted } from '../analytics/lead-submitted.ts'

/** What the page shows after a send attempt. */
export type SubmitResult =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message: string }
  | {
      kind: 'unavailable'
      message: string
      contact: { name: string; phone: string; email: string } | null
    }
  | { kind: 'offline' }

const prop = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * POSTs a lead as JSON and reads the Worker's answer (see worker/leads/answers.ts). An accepted
 * lead fires the analytics `lead_submitted` once per lead, whatever number of answers name it (a
 * retry after a lost answer, another tab sending the same pending lead).
 */
export async function submitLead(input: Record<string, unknown>): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    })
  } catch {
    return { kind: 'offline' }
  }
  const json: unknown = await response.json().catch(() => ({}))
  const body = {
    message: prop(json, 'message'),
    errors: prop(json, 'errors'),
    contact: prop(json, 'contact'),
  }
  if (response.ok) {
    trackLeadSubmitted(str(prop(json, 'leadId')), prop(json, 'conversion'))
    return { kind: 'sent', message: str(body.message) }
  }
  if (response.status === 422 || response.status === 400) {
    const errors = typeof body.errors === 'object' && body.errors !== null ? body.errors : {}
    return {
      kind: 'invalid',
      errors: Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, str(value)])),
    }
  }
  if (response.status === 429 || response.status === 403 || response.status === 413) {
    return { kind: 'refused', message: str(body.message) }
  }
  const read = (key: string) => str(prop(body.contact, key))
  return {
    kind: 'unavailable',
    message: str(body.message),
    contact: read('phone')
      ? { name: read('name'), phone: read('phone'), email: read('email') }
      : null,
  }
}
