import { type Language, LOCALES } from '../../client/locale/language.ts'
import { alertMailMessages } from '../../client/locale/messages/alert-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { escapeHtml } from '../mail/escape-html.ts'

/**
 * The alerts' answer pages: small documents that need no script and no style sheet (the form
 * is a plain POST, the links come from an e-mail). `action` adds the one-button unsubscribe form.
 * The site's icon is named, as on every page: without it a browser asks for /favicon.ico (a 404).
 */
export function alertPage(options: {
  language: Language
  message: string
  backTo: string
  action?: { url: string; question: string; button: string }
}): string {
  const text = messagesOf(alertMailMessages, options.language).pages
  const title = escapeHtml(text.title)
  const form = options.action
    ? `<form method="post" action="${escapeHtml(options.action.url)}"><p>${escapeHtml(options.action.question)}</p><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(options.action.button)}</button></form>`
    : ''
  return `<!doctype html><html lang="${LOCALES[options.language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title}</title></head><body><main><h1>${title}</h1>${options.message ? `<p role="status">${escapeHtml(options.message)}</p>` : ''}${form}<p><a href="${escapeHtml(options.backTo)}">${escapeHtml(text.back)}</a></p></main></body></html>`
}
