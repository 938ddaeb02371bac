import { type Context, Hono } from 'hono'
import type { Language } from '../../client/locale/language.ts'
import { alertMailMessages } from '../../client/locale/messages/alert-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { href, pageHref } from '../../client/routes/href.ts'
import type { AppEnv } from '../app-env.ts'
import { readBoundedText } from '../http/request-body.ts'
import { leadLanguage } from '../leads/lead-language.ts'
import { pageFrame } from '../pages/site-frame.ts'
import { clientHash, RATE_LIMIT, withinRateLimit } from '../leads/rate-limit.ts'
import { sameOriginPosts } from '../middleware/same-origin-posts.ts'
import { alertDeps, type AlertDeps } from './alert-deps.ts'
import { alertFormFields, alertFormSchema } from './alert-form.ts'
import { alertLinks } from './alert-links.ts'
import { confirmationMail, searchUrl, vehicleUrl } from './alert-mail.ts'
import { alertPage, type AlertPageOptions } from './alert-pages.tsx'
import {
  activateAlert,
  type AlertRow,
  createAlert,
  findAlert,
  unsubscribeAlert,
} from './alert-store.ts'
import { validAlertToken } from './alert-token.ts'
import { canonicalSearch } from './stock-reads.ts'

const MAX_BODY_BYTES = 16 * 1024

type Status = 200 | 400 | 403 | 404 | 413 | 415 | 422 | 429 | 503

/** Where an answer links back to besides the stock: the alert's search or vehicle. */
type Subject = AlertPageOptions['subject']

async function answer(
  c: Context<AppEnv>,
  language: Language,
  message: string,
  status: Status,
  more: { subject?: Subject; action?: AlertPageOptions['action'] } = {}
) {
  // Personal answers (a token in the address, an alert's state): never kept, never indexed.
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  const url = new URL(c.req.url)
  const frame = await pageFrame(c.get('services').frameContent, language)
  return c.html(
    alertPage({
      language,
      message,
      stockHref: pageHref('stock', language),
      subject: more.subject,
      action: more.action,
      frame,
      location: `${url.pathname}${url.search}`,
    }),
    status
  )
}

/** The link back to a search (none for the whole stock: the stock link is there already). */
function searchSubject(language: Language, search: string | null): Subject {
  if (!search) return undefined
  return {
    href: `${pageHref('stock', language)}?${search}`,
    label: messagesOf(alertMailMessages, language).pages.backToSearch,
  }
}

function vehicleSubject(language: Language, slug: string): Subject {
  return {
    href: href('stock-vehicle', { vehicle: slug }, language),
    label: messagesOf(alertMailMessages, language).pages.backToVehicle,
  }
}

/** The link back to what an alert follows; none when its vehicle left or cannot be read. */
async function subjectOf(deps: AlertDeps, alert: AlertRow): Promise<Subject> {
  if (alert.kind === 'search') return searchSubject(alert.language, alert.search)
  if (alert.vehicle_id === null) return undefined
  try {
    const vehicle = await deps.stock.vehicle(alert.vehicle_id)
    return vehicle && vehicle.status !== 'sold'
      ? vehicleSubject(alert.language, vehicle.slug)
      : undefined
  } catch (error) {
    deps.report(error, { step: 'alert-page-vehicle' })
    return undefined
  }
}

const isFormPost = (c: Context<AppEnv>) =>
  /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')

/** The alert a link names, if its token signs it for this purpose. */
async function linkedAlert(
  c: Context<AppEnv>,
  deps: AlertDeps,
  purpose: 'confirm' | 'unsubscribe'
): Promise<AlertRow | null> {
  const id = c.req.query('id') ?? ''
  const token = c.req.query('token') ?? ''
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^[\w-]{20,100}$/.test(token)) return null
  if (!(await validAlertToken(deps.signingKey, purpose, id, token))) return null
  return findAlert(deps.db, id)
}

/**
 * `/api/alerts` (docs/decisions/0060): `POST /` creates a pending alert and mails its
 * confirmation (a plain form post; same-origin, honeypot and rate limits as the leads');
 * `GET /confirm` activates it; `GET /unsubscribe` asks, `POST /unsubscribe` (the page's button,
 * or a mail client's RFC 8058 one-click POST) unsubscribes and erases the address.
 * `overrides` replace dependencies (tests pass a clock).
 */
export function alertRoutes(overrides: Partial<AlertDeps> = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const depsOf = (c: Context<AppEnv>): AlertDeps | null => {
    const deps = alertDeps(c.env.DB, c.get('config'), c.get('services').upstreamFetch)
    return deps ? { ...deps, ...overrides } : null
  }

  routes.post(
    '/',
    // Another website must not sign its visitors up (docs/decisions/0041).
    sameOriginPosts({
      refuse(c) {
        const language = leadLanguage(undefined, c.req.header('referer'))
        return answer(c, language, messagesOf(alertMailMessages, language).pages.crossSite, 403)
      },
    }),
    async function createAlertAnswer(c) {
      const refererLanguage = leadLanguage(undefined, c.req.header('referer'))
      let language = refererLanguage
      const pages = () => messagesOf(alertMailMessages, language).pages
      const deps = depsOf(c)
      if (!deps) return answer(c, language, pages().unavailable, 503)
      if (!isFormPost(c)) return answer(c, language, pages().invalidForm, 415)
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown'
      // Every post counts before anything is read, like the leads' (worker/leads/routes.ts).
      const postsHash = await clientHash(`alert-post:${ip}`, deps.signingKey)
      if (!(await withinRateLimit(deps.db, postsHash, deps.now(), RATE_LIMIT.maxPosts))) {
        c.header('Retry-After', String(RATE_LIMIT.windowSeconds))
        return answer(c, language, pages().rateLimited, 429)
      }
      const text = await readBoundedText(c, MAX_BODY_BYTES)
      if (text === null) return answer(c, language, pages().invalidForm, 413)
      const fields = alertFormFields(new URLSearchParams(text))
      const parsed = alertFormSchema.safeParse(fields)
      if (!parsed.success) {
        const emailWrong = parsed.error.issues.some((issue) => issue.path[0] === 'email')
        return answer(c, language, emailWrong ? pages().invalidEmail : pages().invalidForm, 422)
      }
      const form = parsed.data
      language = form.language
      // A robot filled the hidden field: it reads the same answer, and nothing is kept or sent.
      if (form.website) {
        const subject =
          form.kind === 'search' ? searchSubject(language, canonicalSearch(form.search)) : undefined
        return answer(c, language, pages().checkMail, 200, { subject })
      }
      // Confirmation mails to any address are what a limit must hold back: as many as leads.
      const mailsHash = await clientHash(`alert-mail:${ip}`, deps.signingKey)
      if (!(await withinRateLimit(deps.db, mailsHash, deps.now(), RATE_LIMIT.maxLeads))) {
        c.header('Retry-After', String(RATE_LIMIT.windowSeconds))
        return answer(c, language, pages().rateLimited, 429)
      }
      try {
        let subject: Parameters<typeof confirmationMail>[0]['subject']
        let created: Awaited<ReturnType<typeof createAlert>>
        let backTo: Subject
        if (form.kind === 'vehicle') {
          const vehicle = await deps.stock.vehicle(form.vehicleId)
          if (!vehicle || vehicle.status === 'sold') {
            return answer(c, language, pages().invalidForm, 422)
          }
          const title = `${vehicle.title} ${vehicle.trim}`
          backTo = vehicleSubject(language, vehicle.slug)
          subject = {
            kind: 'vehicle',
            title,
            url: vehicleUrl(deps.siteUrl, language, vehicle.slug),
          }
          created = await createAlert(
            deps.db,
            {
              kind: 'vehicle',
              email: form.email,
              language,
              frequency: 'immediate',
              search: null,
              vehicleId: vehicle.id,
              lastPrice: vehicle.price.purchase.amount,
            },
            deps.now(),
            () => crypto.randomUUID()
          )
        } else {
          const search = canonicalSearch(form.search)
          subject = { kind: 'search', url: searchUrl(deps.siteUrl, language, search) }
          backTo = searchSubject(language, search)
          created = await createAlert(
            deps.db,
            {
              kind: 'search',
              email: form.email,
              language,
              frequency: form.frequency,
              search,
              vehicleId: null,
              lastPrice: null,
            },
            deps.now(),
            () => crypto.randomUUID()
          )
        }
        // An active alert is not confirmed again (the page does not say whether it existed).
        if (created.row.status === 'pending') {
          const links = await alertLinks(deps.siteUrl, deps.signingKey, created.row.id)
          const delivery = await deps.mailer.sendMail(
            confirmationMail({
              alertId: created.row.id,
              to: form.email,
              from: deps.from,
              language: created.row.language,
              confirmUrl: links.confirm,
              subject,
              links,
            })
          )
          if (!delivery.ok) {
            deps.report(new Error(delivery.error), { step: 'alert-confirmation' })
            return answer(c, language, pages().unavailable, 503)
          }
        }
        return answer(c, language, pages().checkMail, 200, { subject: backTo })
      } catch (error) {
        deps.report(error, { step: 'alert-create' })
        return answer(c, language, pages().unavailable, 503)
      }
    }
  )

  routes.get('/confirm', async function confirmAlert(c) {
    const language = leadLanguage(undefined, c.req.header('referer'))
    const deps = depsOf(c)
    if (!deps)
      return answer(c, language, messagesOf(alertMailMessages, language).pages.unavailable, 503)
    const alert = await linkedAlert(c, deps, 'confirm')
    if (!alert || alert.status === 'unsubscribed') {
      return answer(c, language, messagesOf(alertMailMessages, language).pages.invalidLink, 404)
    }
    const pages = messagesOf(alertMailMessages, alert.language).pages
    if (alert.status === 'pending') {
      // The stock as it is now is what the alert has seen: only later arrivals are mailed. If
      // the stock cannot be read, the job's first run takes this baseline instead.
      let seen: number[] | null = null
      if (alert.kind === 'search') {
        try {
          seen = (await deps.stock.matches(alert.search ?? '')).map((vehicle) => vehicle.id)
        } catch (error) {
          deps.report(error, { step: 'alert-baseline' })
        }
      }
      try {
        await activateAlert(deps.db, alert, deps.now(), seen)
      } catch (error) {
        deps.report(error, { step: 'alert-activate' })
        return answer(c, alert.language, pages.unavailable, 503)
      }
    }
    return answer(c, alert.language, pages.confirmed, 200, {
      subject: await subjectOf(deps, alert),
    })
  })

  routes.get('/unsubscribe', async function askUnsubscribe(c) {
    const language = leadLanguage(undefined, c.req.header('referer'))
    const deps = depsOf(c)
    if (!deps)
      return answer(c, language, messagesOf(alertMailMessages, language).pages.unavailable, 503)
    const alert = await linkedAlert(c, deps, 'unsubscribe')
    if (!alert)
      return answer(c, language, messagesOf(alertMailMessages, language).pages.invalidLink, 404)
    const pages = messagesOf(alertMailMessages, alert.language).pages
    if (alert.status === 'unsubscribed') return answer(c, alert.language, pages.unsubscribed, 200)
    // A GET never unsubscribes: mail scanners open links (RFC 8058 §4). One button does.
    const url = new URL(c.req.url)
    return answer(c, alert.language, '', 200, {
      subject: await subjectOf(deps, alert),
      action: {
        url: `${url.pathname}${url.search}`,
        question: pages.unsubscribeQuestion,
        button: pages.unsubscribeButton,
      },
    })
  })

  // No same-origin check: the signed link is the authority, and RFC 8058's one-click POST comes
  // from the recipient's mail provider, not from this site.
  routes.post('/unsubscribe', async function unsubscribe(c) {
    const language = leadLanguage(undefined, c.req.header('referer'))
    const deps = depsOf(c)
    if (!deps)
      return answer(c, language, messagesOf(alertMailMessages, language).pages.unavailable, 503)
    const alert = await linkedAlert(c, deps, 'unsubscribe')
    if (!alert)
      return answer(c, language, messagesOf(alertMailMessages, language).pages.invalidLink, 404)
    // Read before the search is erased; no stock read here (a mail provider's one-click POST
    // waits for nothing it shows).
    const subject =
      alert.kind === 'search' ? searchSubject(alert.language, alert.search) : undefined
    try {
      if (alert.status !== 'unsubscribed') await unsubscribeAlert(deps.db, alert.id, deps.now())
    } catch (error) {
      deps.report(error, { step: 'alert-unsubscribe' })
      return answer(
        c,
        alert.language,
        messagesOf(alertMailMessages, alert.language).pages.unavailable,
        503
      )
    }
    return answer(
      c,
      alert.language,
      messagesOf(alertMailMessages, alert.language).pages.unsubscribed,
      200,
      { subject }
    )
  })
  return routes
}
