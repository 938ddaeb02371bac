import { DEFAULT_LANGUAGE } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.tsx'
import { leadFormsMessages } from '../../client/locale/messages/lead-forms.ts'
import type { LeadOutcome } from './pipeline.ts'

/** French notices for outcomes that concern the whole form rather than one field. */
export const notices = {
  unreadable: 'Le formulaire reçu est illisible. Veuillez réessayer.',
  tooLarge: 'Le formulaire envoyé est trop volumineux.',
  rateLimited:
    'Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
  turnstile: 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.',
  unavailable: (contact: { name: string; phone: string; email: string }) =>
    `Votre demande n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans quelques instants ou contacter directement la ${contact.name} au ${contact.phone} ou par e-mail à ${contact.email}.`,
} as const

export interface JsonAnswer {
  status: 200 | 201 | 400 | 403 | 413 | 422 | 429 | 503
  body: Record<string, unknown>
}

/** The JSON answer of an outcome. A spam hit reads exactly like a first success. */
export function jsonAnswer(outcome: LeadOutcome): JsonAnswer {
  switch (outcome.outcome) {
    case 'invalid':
      return { status: 422, body: { errors: outcome.errors } }
    case 'accepted':
    case 'spam':
      return {
        status: outcome.outcome === 'accepted' && outcome.duplicate ? 200 : 201,
        body: {
          leadId: outcome.leadId,
          message: messagesOf(leadFormsMessages, DEFAULT_LANGUAGE).confirmations[outcome.kind],
        },
      }
    case 'rate-limited':
      return { status: 429, body: { message: notices.rateLimited } }
    case 'turnstile-rejected':
      return { status: 403, body: { message: notices.turnstile } }
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
export function fallbackHtml(message: string, errors: string[], backTo: string): string {
  const items = errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')
  return `<!doctype html><html lang="fr-LU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Votre demande</title></head><body><main><h1>Votre demande</h1><p role="alert">${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(backTo)}">Revenir au formulaire</a></p></main></body></html>`
}
