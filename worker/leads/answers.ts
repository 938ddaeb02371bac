import type { AnswerOf } from '../../client/api/endpoints.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { leadAnswersMessages } from '../../client/locale/messages/lead-answers.ts'
import { leadFormsMessages } from '../../client/locale/messages/lead-forms.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { LeadOutcome } from './pipeline.ts'

/** A JSON answer of `POST /api/leads`, of the endpoint's contract (client/api/lead-endpoint.ts). */
export interface JsonAnswer {
  status: 200 | 201 | 400 | 403 | 413 | 422 | 429 | 503
  body: AnswerOf<'leads'>
}

/** The JSON answer of an outcome, in the visitor's language. A spam hit reads exactly like a first success. */
export function jsonAnswer(outcome: LeadOutcome, language: Language): JsonAnswer {
  const notices = messagesOf(leadAnswersMessages, language)
  switch (outcome.outcome) {
    case 'invalid':
      return { status: 422, body: { errors: outcome.errors } }
    case 'accepted':
    case 'spam':
      return {
        status: outcome.outcome === 'accepted' && outcome.duplicate ? 200 : 201,
        body: {
          leadId: outcome.leadId,
          message: messagesOf(leadFormsMessages, language).confirmations[outcome.kind],
          // For the analytics event (docs/decisions/0058); a spam hit carries one too, to look
          // like a success.
          conversion: outcome.conversion,
        },
      }
    case 'rate-limited':
      return { status: 429, body: { message: notices.rateLimited } }
    case 'turnstile-rejected':
      return {
        status: 403,
        body: { message: outcome.missing ? notices.turnstileMissing : notices.turnstile },
      }
    case 'unavailable':
      return {
        status: 503,
        body: { message: notices.unavailable(outcome.contact), contact: outcome.contact },
      }
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The last-resort page of the no-JavaScript path, when not even the form state could be kept
 * (D1 down): the message, the errors if any, and the way back.
 */
export function fallbackHtml(
  message: string,
  errors: string[],
  backTo: string,
  language: Language
): string {
  const text = messagesOf(leadAnswersMessages, language).page
  const title = escapeHtml(text.title)
  const items = errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')
  return `<!doctype html><html lang="${LOCALES[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p role="alert">${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(backTo)}">${escapeHtml(text.back)}</a></p></main></body></html>`
}
