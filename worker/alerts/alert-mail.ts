import type { VehicleSummary } from '../../client/domain/vehicle.ts'
import { formatsFor } from '../../client/locale/format.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { alertMailMessages } from '../../client/locale/messages/alert-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { href, pageHref } from '../../client/routes/href.ts'
import { escapeHtml } from '../mail/escape-html.ts'
import type { MailMessage } from '../mail/mail.ts'

/** Vehicles listed in one mail; the rest are counted and linked through the search. */
export const MAX_LISTED = 10

/** The links every alert mail carries, absolute (a mail has no base URL). */
export interface AlertLinks {
  siteUrl: string
  /** `{siteUrl}/api/alerts/unsubscribe?…`: the body's link and the `List-Unsubscribe` target. */
  unsubscribe: string
}

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL,
 * which unsubscribes without a page (worker/alerts/alert-routes.ts). RFC 2369 wants the angle
 * brackets.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString()
}

function layout(language: Language, title: string, body: string, links: AlertLinks): string {
  const text = messagesOf(alertMailMessages, language)
  return `<!doctype html><html lang="${LOCALES[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px"><main>${body}</main><footer style="margin-top:32px;font-size:14px;color:#555"><p>${escapeHtml(text.footer)}</p><p><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(text.unsubscribe)}</a></p></footer></body></html>`
}

function textFooter(language: Language, links: AlertLinks): string {
  const text = messagesOf(alertMailMessages, language)
  return `\n\n--\n${text.footer}\n${text.unsubscribe}\n${links.unsubscribe}\n`
}

/** The stock overview's address for a saved search, absolute. */
export function searchUrl(siteUrl: string, language: Language, search: string): string {
  return absolute(siteUrl, `${pageHref('stock', language)}${search ? `?${search}` : ''}`)
}

export function vehicleUrl(siteUrl: string, language: Language, slug: string): string {
  return absolute(siteUrl, href('stock-vehicle', { vehicle: slug }, language))
}

/** The double opt-in: one link that activates the alert. */
export function confirmationMail(options: {
  alertId: string
  to: string
  from: string
  language: Language
  confirmUrl: string
  subject: { kind: 'search'; url: string } | { kind: 'vehicle'; title: string; url: string }
  links: AlertLinks
}): MailMessage {
  const { language, links, subject } = options
  const text = messagesOf(alertMailMessages, language).confirm
  const what = subject.kind === 'search' ? text.search : text.vehicle(subject.title)
  const body = `<h1 style="font-size:22px">${escapeHtml(text.subject)}</h1><p>${escapeHtml(what)}<br><a href="${escapeHtml(subject.url)}">${escapeHtml(subject.url)}</a></p><p><a href="${escapeHtml(options.confirmUrl)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p><p>${escapeHtml(text.ignore)}</p>`
  return {
    to: options.to,
    from: options.from,
    subject: text.subject,
    text: `${what}\n${subject.url}\n\n${text.action}\n${options.confirmUrl}\n\n${text.ignore}${textFooter(language, links)}`,
    html: layout(language, text.subject, body, links),
    headers: unsubscribeHeaders(links.unsubscribe),
    idempotencyKey: `alert-confirm/${options.alertId}`,
  }
}

/** New vehicles of a saved search. `sequence` numbers the alert's mails (the idempotency key). */
export function matchesMail(options: {
  alertId: string
  sequence: number
  to: string
  from: string
  language: Language
  search: string
  vehicles: readonly VehicleSummary[]
  links: AlertLinks
}): MailMessage {
  const { language, links } = options
  const text = messagesOf(alertMailMessages, language).matches
  const format = formatsFor(language)
  const listed = options.vehicles.slice(0, MAX_LISTED)
  const rest = options.vehicles.length - listed.length
  const all = searchUrl(links.siteUrl, language, options.search)
  const line = (vehicle: VehicleSummary) =>
    `${vehicle.title} ${vehicle.trim} — ${format.price(vehicle.price.purchase.amount)}`
  const items = listed
    .map((vehicle) => {
      const url = vehicleUrl(links.siteUrl, language, vehicle.slug)
      return `<li style="margin-bottom:12px"><a href="${escapeHtml(url)}">${escapeHtml(line(vehicle))}</a><br>${escapeHtml(vehicle.location.name)}</li>`
    })
    .join('')
  const subject = text.subject(options.vehicles.length)
  const body = `<h1 style="font-size:22px">${escapeHtml(subject)}</h1><p>${escapeHtml(text.intro)}</p><ul>${items}</ul>${rest > 0 ? `<p>${escapeHtml(text.more(rest))}</p>` : ''}<p><a href="${escapeHtml(all)}">${escapeHtml(text.seeAll)}</a></p>`
  const textList = listed
    .map((vehicle) => `- ${line(vehicle)}\n  ${vehicleUrl(links.siteUrl, language, vehicle.slug)}`)
    .join('\n')
  return {
    to: options.to,
    from: options.from,
    subject,
    text: `${text.intro}\n\n${textList}\n${rest > 0 ? `${text.more(rest)}\n` : ''}\n${text.seeAll}\n${all}${textFooter(language, links)}`,
    html: layout(language, subject, body, links),
    headers: unsubscribeHeaders(links.unsubscribe),
    idempotencyKey: `alert/${options.alertId}/${options.sequence}`,
  }
}

/** "Prix baissé": the followed vehicle's price went down. */
export function priceDropMail(options: {
  alertId: string
  sequence: number
  to: string
  from: string
  language: Language
  vehicle: VehicleSummary
  before: number
  links: AlertLinks
}): MailMessage {
  const { language, links, vehicle } = options
  const text = messagesOf(alertMailMessages, language).priceDrop
  const format = formatsFor(language)
  const url = vehicleUrl(links.siteUrl, language, vehicle.slug)
  const intro = text.intro(
    format.price(options.before),
    format.price(vehicle.price.purchase.amount)
  )
  const subject = text.subject(`${vehicle.title} ${vehicle.trim}`)
  const body = `<h1 style="font-size:22px">${escapeHtml(text.headline)}</h1><p><strong>${escapeHtml(`${vehicle.title} ${vehicle.trim}`)}</strong></p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(text.see)}</a></p>`
  return {
    to: options.to,
    from: options.from,
    subject,
    text: `${text.headline}\n\n${vehicle.title} ${vehicle.trim}\n${intro}\n\n${text.see}\n${url}${textFooter(language, links)}`,
    html: layout(language, subject, body, links),
    headers: unsubscribeHeaders(links.unsubscribe),
    idempotencyKey: `alert/${options.alertId}/${options.sequence}`,
  }
}
