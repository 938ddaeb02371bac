import type { Dealership } from '../../client/features/lead-forms/dealerships.ts'
import type { Lead } from '../../client/features/lead-forms/lead-schema.ts'
import { formatWeek } from '../../client/features/opening-hours/format-week.ts'
import { formatLongDate } from '../../client/features/opening-hours/format-long-date.ts'
import { formatPhone, formatsFor, telHref } from '../../client/locale/format.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { leadConfirmationMessages } from '../../client/locale/messages/lead-confirmation.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { sameSitePath } from '../../client/routes/same-site-path.ts'
import { escapeHtml } from '../mail/escape-html.ts'
import type { MailMessage } from '../mail/mail.ts'

type Row = [label: string, value: string]

/** What the mail shows of the lead's subject: only what the Worker checked against the stock. */
interface Shown {
  title: string | null
  image: string | null
  rows: Row[]
}

/** An address on the site for a path of the lead (same-site only), or for a photo (https only). */
function siteLink(path: string | undefined, siteUrl: string): string | null {
  const safe = sameSitePath(path)
  return safe ? new URL(safe, siteUrl).href : null
}
function photoLink(url: string | undefined, siteUrl: string): string | null {
  if (!url) return null
  try {
    const absolute = new URL(url, siteUrl)
    return absolute.protocol === 'https:' || absolute.origin === new URL(siteUrl).origin
      ? absolute.href
      : null
  } catch {
    return null
  }
}

function shownSubject(lead: Lead, verified: boolean, language: Language, siteUrl: string): Shown {
  const text = messagesOf(leadConfirmationMessages, language)
  const formats = formatsFor(language)
  const rows: Row[] = []
  const subject = verified ? lead.snapshot.subject : undefined
  if (subject?.title) rows.push([text.labels.subject, subject.title])
  if (subject?.amount !== undefined) {
    const label =
      subject.type === 'vehicle'
        ? text.labels.vehiclePrice
        : subject.type === 'lease-offer'
          ? text.labels.offerPrice
          : text.labels.modelPrice
    rows.push([label, formats.price(subject.amount)])
  }
  if ('date' in lead) {
    rows.push([
      text.labels.appointment,
      text.appointment(formatLongDate(lead.date, language), lead.time),
    ])
  }
  const lease = verified ? lead.snapshot.lease : undefined
  if (lease) {
    rows.push([text.labels.leaseType, text.leaseTypes[lease.view] ?? lease.view])
    const months = Number(lease.durationMonths)
    if (Number.isInteger(months) && months > 0)
      rows.push([text.labels.duration, text.months(months)])
    const km = Number(lease.annualMileageKm)
    if (Number.isInteger(km) && km > 0)
      rows.push([text.labels.mileage, text.perYear(formats.kilometres(km))])
    if (lease.quote) {
      rows.push([text.labels.monthly, formats.cents(lease.quote.monthlyInclVatCents)])
      if (lease.quote.depositInclVatCents > 0)
        rows.push([text.labels.deposit, formats.cents(lease.quote.depositInclVatCents)])
    }
  }
  return {
    title: subject?.title ?? null,
    image: photoLink(subject?.image, siteUrl),
    rows,
  }
}

const style = {
  body: 'margin:0;padding:0;background:#f4f5f7;color:#1b1d21;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  frame: 'max-width:600px;margin:0 auto;padding:24px;background:#ffffff',
  h1: 'font-size:24px;line-height:1.3;margin:0 0 16px',
  h2: 'font-size:19px;line-height:1.3;margin:28px 0 8px',
  dt: 'font-weight:bold;margin:8px 0 0',
  dd: 'margin:0',
  img: 'display:block;max-width:100%;height:auto;border:0;margin:8px 0 16px',
  link: 'color:#0b57a4',
  small: 'font-size:13px;color:#555a63;margin-top:32px',
}

const rowsHtml = (rows: Row[]) =>
  rows.length === 0
    ? ''
    : `<dl style="margin:0">${rows
        .map(
          ([label, value]) =>
            `<dt style="${style.dt}">${escapeHtml(label)}</dt><dd style="${style.dd}">${escapeHtml(value)}</dd>`
        )
        .join('')}</dl>`
const rowsText = (rows: Row[], colon: string) =>
  rows.map(([label, value]) => `${label}${colon}${value}`).join('\n')

/**
 * The visitor's confirmation of a lead, in the language of the page they sent it from: what they
 * asked (the car with its photo, price and lease terms, the model or the offer; only what the
 * stock confirmed), the dealership with its phone and opening hours, the next step and a link back
 * to the page. A plain-text part and an accessible HTML part (`lang`, real headings, alternative
 * text, no layout table), every value escaped. Nothing the visitor typed is repeated but the
 * appointment they picked: a form must not become a way to mail any text to anyone.
 */
export function confirmationMail(
  lead: Lead,
  options: {
    from: string
    siteUrl: string
    verified: boolean
    idempotencyKey: string
    /** The lead's dealership as the stock API's locations give it. */
    dealership: Dealership
  }
): MailMessage {
  const language = languageOfPath(lead.snapshot.pageUrl)
  const text = messagesOf(leadConfirmationMessages, language)
  const { dealership } = options
  const department =
    lead.kind === 'tyre-appointment' || lead.kind === 'tyre-offer' ? 'workshop' : 'showroom'
  const week = formatWeek(dealership[department], language)
  const shown = shownSubject(lead, options.verified, language, options.siteUrl)
  const back =
    siteLink(options.verified ? lead.snapshot.subject?.url : undefined, options.siteUrl) ??
    siteLink(lead.snapshot.pageUrl, options.siteUrl)
  const phone = formatPhone(dealership.phone)
  const hoursTitle = text.hours(text.departments[department])

  const plain = [
    text.heading,
    '',
    text.asked[lead.kind],
    '',
    // A contact without a subject or an appointment: no empty "your request" section.
    ...(shown.rows.length > 0 ? [text.request, rowsText(shown.rows, text.colon), ''] : []),
    text.dealership,
    dealership.name,
    `${text.labels.phone}${text.colon}${phone}`,
    `${text.labels.email}${text.colon}${dealership.email}`,
    '',
    hoursTitle,
    ...week.map((row) => `${row.day}${text.colon}${row.hours}`),
    '',
    text.nextHeading,
    text.next[lead.kind],
    text.callUs(phone),
    ...(back ? ['', `${text.back}${text.colon}${back}`] : []),
    '',
    '—',
    text.footer,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')

  const html = [
    '<!doctype html>',
    `<html lang="${LOCALES[language]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(text.subject(dealership.name))}</title></head>`,
    `<body style="${style.body}">`,
    `<div role="article" aria-roledescription="email" lang="${LOCALES[language]}" style="${style.frame}">`,
    `<h1 style="${style.h1}">${escapeHtml(text.heading)}</h1>`,
    `<p>${escapeHtml(text.asked[lead.kind])}</p>`,
    shown.rows.length > 0 ? `<h2 style="${style.h2}">${escapeHtml(text.request)}</h2>` : '',
    shown.image
      ? `<img src="${escapeHtml(shown.image)}" alt="${escapeHtml(shown.title ?? '')}" width="552" style="${style.img}">`
      : '',
    rowsHtml(shown.rows),
    `<h2 style="${style.h2}">${escapeHtml(text.dealership)}</h2>`,
    `<p><strong>${escapeHtml(dealership.name)}</strong><br>`,
    `${escapeHtml(text.labels.phone)}${escapeHtml(text.colon)}<a href="${escapeHtml(telHref(dealership.phone))}" style="${style.link}">${escapeHtml(phone)}</a><br>`,
    `${escapeHtml(text.labels.email)}${escapeHtml(text.colon)}<a href="mailto:${escapeHtml(dealership.email)}" style="${style.link}">${escapeHtml(dealership.email)}</a></p>`,
    `<h3 style="font-size:16px;margin:16px 0 4px">${escapeHtml(hoursTitle)}</h3>`,
    `<ul style="margin:0;padding-left:20px">${week
      .map(
        (row) => `<li>${escapeHtml(row.day)}${escapeHtml(text.colon)}${escapeHtml(row.hours)}</li>`
      )
      .join('')}</ul>`,
    `<h2 style="${style.h2}">${escapeHtml(text.nextHeading)}</h2>`,
    `<p>${escapeHtml(text.next[lead.kind])}</p>`,
    `<p>${escapeHtml(text.callUs(phone))}</p>`,
    back
      ? `<p><a href="${escapeHtml(back)}" style="${style.link}">${escapeHtml(text.back)}</a></p>`
      : '',
    `<p style="${style.small}">${escapeHtml(text.footer)}</p>`,
    '</div></body></html>',
  ].join('')

  return {
    to: lead.email,
    from: options.from,
    replyTo: dealership.email,
    subject: text.subject(dealership.name),
    text: plain,
    html,
    idempotencyKey: options.idempotencyKey,
  }
}
