import { callEndpoint } from '../../api/call-endpoint.ts'
import type { LeadBody } from '../../api/lead-endpoint.ts'
import type { Language } from '../../locale/language.ts'
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

/**
 * POSTs a lead through the leads endpoint's contract (client/api/lead-endpoint.ts; the Worker's
 * answers: worker/leads/answers.ts) in the page's `language`. An accepted lead fires the
 * analytics `lead_submitted` once per lead, whatever number of answers name it (a retry after a
 * lost answer, another tab sending the same pending lead).
 */
export async function submitLead(input: LeadBody, language: Language): Promise<SubmitResult> {
  const result = await callEndpoint('leads', { language, input })
  if (result.kind === 'offline') return result
  if (result.kind === 'unreadable') {
    // Not the contract (another build's answer, an edge's error page): a 2xx took the lead (the
    // form shows its own confirmation); anything else keeps it, sent again with its key as after
    // a 503.
    return result.status >= 200 && result.status < 300
      ? { kind: 'sent', message: '' }
      : { kind: 'unavailable', message: '', contact: null }
  }
  const { answer } = result
  if ('leadId' in answer) {
    trackLeadSubmitted(answer.leadId, answer.conversion)
    return { kind: 'sent', message: answer.message }
  }
  if ('errors' in answer) return { kind: 'invalid', errors: answer.errors }
  if ('contact' in answer) {
    return { kind: 'unavailable', message: answer.message, contact: answer.contact }
  }
  return { kind: 'refused', message: answer.message }
}
