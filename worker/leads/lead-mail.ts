import { leadFormsMessages } from '../../client/locale/messages/lead-forms.ts'
import { leadMailMessages } from '../../client/locale/messages/lead-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { CrmLead } from '../crm/crm-payload.ts'
import { escapeHtml } from '../mail/escape-html.ts'
import type { MailMessage } from '../mail/mail.ts'

type Row = [label: string, value: string]
type Section = { title: string; rows: Row[] }

/** The staff read French (the group's working language); the catalogue has German too. */
const STAFF_LANGUAGE = 'fr'

function sections(lead: CrmLead): Section[] {
  const text = messagesOf(leadMailMessages, STAFF_LANGUAGE)
  const forms = messagesOf(leadFormsMessages, STAFF_LANGUAGE)
  const { labels } = text
  const civilities: Record<string, string> = forms.civility
  const civility = civilities[lead.customer.civility] ?? lead.customer.civility
  const list: Section[] = [
    {
      title: text.sections.customer,
      rows: [
        [labels.name, `${civility} ${lead.customer.first_name} ${lead.customer.last_name}`.trim()],
        [labels.email, lead.customer.email],
        [labels.phone, lead.customer.phone],
        [labels.newsletter, lead.customer.newsletter_opt_in ? text.yes : text.no],
      ],
    },
  ]
  if (lead.appointment) {
    list.push({
      title: text.sections.appointment,
      rows: [
        [labels.date, lead.appointment.date],
        [labels.time, lead.appointment.time],
      ],
    })
  }
  if (lead.subject) {
    const rows: Row[] = [[text.sections.subject, lead.subject.title]]
    if (lead.subject.price) rows.push([labels.price, lead.subject.price])
    if (lead.subject.url) rows.push([labels.page, lead.subject.url])
    rows.push([labels.verified, lead.subject.verified ? text.yes : text.no])
    list.push({ title: text.sections.subject, rows })
  }
  if (lead.lease) {
    const rows: Row[] = [[labels.leaseType, `${lead.lease.type}, ${lead.lease.colour}`]]
    if (lead.lease.duration_months !== null)
      rows.push([labels.duration, String(lead.lease.duration_months)])
    if (lead.lease.annual_mileage_km !== null)
      rows.push([labels.mileage, String(lead.lease.annual_mileage_km)])
    if (lead.lease.monthly_price_cents)
      rows.push([labels.monthly, String(lead.lease.monthly_price_cents.incl_vat)])
    list.push({ title: text.sections.lease, rows })
  }
  const details = Object.entries(lead.details)
  if (details.length > 0) {
    list.push({
      title: text.sections.details,
      rows: details.map(([key, value]) => [text.details[key] ?? key, String(value)]),
    })
  }
  if (lead.message) list.push({ title: text.sections.message, rows: [['', lead.message]] })
  const campaign = Object.entries(lead.utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')
  list.push({
    title: text.sections.tracking,
    rows: [
      [labels.leadId, lead.lead_id],
      [labels.receivedAt, lead.received_at],
      [labels.page, lead.page_url],
      [labels.language, lead.language],
      ...(campaign ? [[labels.campaign, campaign] satisfies Row] : []),
      ...(lead.flags.length > 0 ? [[labels.flags, lead.flags.join(', ')] satisfies Row] : []),
      [labels.consent, lead.customer.data_protection_consent_version ?? '—'],
    ],
  })
  return list
}

function plainText(intro: string, hint: string, all: Section[], footer: string): string {
  const body = all.map(({ title, rows }) =>
    [
      title.toUpperCase(),
      ...rows.map(([label, value]) => (label ? `${label} : ${value}` : value)),
    ].join('\n')
  )
  return [intro, hint, ...body, `--\n${footer}`].join('\n\n')
}

function html(intro: string, hint: string, all: Section[], footer: string): string {
  const section = ({ title, rows }: Section) =>
    `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(title)}</h2><table style="border-collapse:collapse">${rows
      .map(([label, value]) =>
        label
          ? `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`
          : `<tr><td colspan="2" style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`
      )
      .join('')}</table>`
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;font-size:14px;color:#111"><p>${escapeHtml(intro)}</p><p>${escapeHtml(hint)}</p>${all
    .map(section)
    .join(
      ''
    )}<p style="color:#555;font-size:12px;margin-top:24px">${escapeHtml(footer)}</p></body></html>`
}

/**
 * A lead as an e-mail to its dealership's staff (the channel of a group without a CRM webhook):
 * French text from the catalogue, every field of the lead escaped in the HTML part, Reply-To the
 * customer, and one idempotency key per lead so a retry never sends it twice.
 */
export function leadMail(
  lead: CrmLead,
  options: { to: string; from: string; dealershipName: string }
): MailMessage {
  const text = messagesOf(leadMailMessages, STAFF_LANGUAGE)
  const all = sections(lead)
  const intro = text.intro(options.dealershipName)
  const name = `${lead.customer.first_name} ${lead.customer.last_name}`.trim()
  return {
    to: options.to,
    from: options.from,
    replyTo: lead.customer.email,
    subject: text.subject(text.kinds[lead.kind] ?? lead.kind, name).replace(/[\r\n]+/g, ' '),
    text: plainText(intro, text.replyHint, all, text.footer),
    html: html(intro, text.replyHint, all, text.footer),
    headers: { 'X-Lead-Id': lead.lead_id },
    idempotencyKey: `lead/${lead.idempotency_key}`,
  }
}
