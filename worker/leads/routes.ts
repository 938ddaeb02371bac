import { pageHref } from '../../client/routes/href.ts'
import { type Context, Hono } from 'hono'
import { leadInputFromFields } from '../../client/features/lead-forms/form-body.ts'
import { utmKeys } from '../../client/features/lead-forms/utm.ts'
import type { AppEnv } from '../app-env.ts'
import { type Language, isLanguage } from '../../client/locale/language.ts'
import { type AnswerOf, endpoints } from '../../client/api/endpoints.ts'
import type { LeadBody } from '../../client/api/lead-endpoint.ts'
import { leadValidationMessages } from '../../client/locale/messages/lead-validation.ts'
import { leadAnswersMessages } from '../../client/locale/messages/lead-answers.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { fallbackHtml, jsonAnswer } from './answers.ts'
import { pipelineDeps } from './deps.ts'
import { leadLanguage } from './lead-language.ts'
import {
  FORM_STATE_PARAM,
  LEAD_REF_PARAM,
  SENT_PARAM,
  SENT_VALUE,
  saveFormState,
} from './form-state.ts'
import { type LeadOutcome, type LeadPipelineDeps, fieldErrors, submitLead } from './pipeline.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'
import { sameSitePath } from '../../client/routes/same-site-path.ts'
import { sameOriginPosts } from '../middleware/same-origin-posts.ts'
import { clientHash, RATE_LIMIT, withinRateLimit } from './rate-limit.ts'
import { keptFormValues, noScriptIdempotencyKey } from './no-script-form.ts'
import { findLeadByKey } from './outbox.ts'

const MAX_BODY_BYTES = 64 * 1024

/**
 * The same-site path to send the visitor back to (the one guard of every redirect,
 * client/routes/same-site-path.ts); anything else goes to the home page of the language.
 */
function returnPath(raw: string | undefined, language: Language): URL {
  const url = new URL(sameSitePath(raw) ?? pageHref('home', language), 'http://site.invalid')
  url.searchParams.delete(FORM_STATE_PARAM)
  url.searchParams.delete(SENT_PARAM)
  url.searchParams.delete(LEAD_REF_PARAM)
  return url
}
/** The answer's Location, checked again once the form's query and anchor are on it. */
const pathOf = (url: URL) => sameSitePath(`${url.pathname}${url.search}${url.hash}`) ?? '/'

/** Without JavaScript, the campaign parameters are still in the address of the form's page. */
function withUtmFromReferer(input: LeadBody, referer: string | undefined) {
  const utm = input.snapshot?.utm
  if (!referer || !utm || Object.keys(utm).length > 0) return
  try {
    const query = new URL(referer).searchParams
    for (const key of utmKeys) {
      const value = query.get(key)
      if (value) utm[key] = value.slice(0, 200)
    }
  } catch {
    // Not a URL: no campaign to keep.
  }
}

/** The no-JavaScript answer: 303 to the page, with a confirmation flag or a form-state token. */
async function htmlAnswer(
  c: Context<AppEnv>,
  outcome: LeadOutcome,
  form: URLSearchParams,
  deps: LeadPipelineDeps,
  language: Language
): Promise<Response> {
  const formId = (form.get('formId') ?? 'formulaire').slice(0, 80)
  const target = returnPath(form.get('pageUrl') ?? undefined, language)
  target.hash = formId
  if (outcome.outcome === 'accepted' || outcome.outcome === 'spam') {
    target.searchParams.set(SENT_PARAM, SENT_VALUE)
    // The lead's id, for the analytics event of the confirmation (docs/decisions/0058). A double
    // submit finds the same lead, so the page the browser shows names it whichever post it shows.
    target.searchParams.set(LEAD_REF_PARAM, outcome.leadId)
    return c.redirect(pathOf(target), 303)
  }
  const answer = jsonAnswer(outcome, language)
  const errors = outcome.outcome === 'invalid' ? outcome.errors : {}
  const notice = 'message' in answer.body ? answer.body.message : undefined
  const values = keptFormValues(form)
  try {
    const token = await saveFormState(deps.db, { formId, values, errors, notice }, deps.now())
    target.searchParams.set(FORM_STATE_PARAM, token)
    return c.redirect(pathOf(target), 303)
  } catch (error) {
    deps.report(error, { step: 'save-form-state' })
    target.hash = ''
    const message = notice ?? messagesOf(leadAnswersMessages, language).fieldsToFix
    return c.html(
      fallbackHtml(message, Object.values(errors), pathOf(target), language),
      answer.status
    )
  }
}

const isFormPost = (c: Context<AppEnv>) =>
  /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')
const isJsonPost = (c: Context<AppEnv>) =>
  /^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')

/**
 * The idempotency key of a no-JavaScript post: the one of this window, or of the previous window
 * when a lead already carries it (a double submit across the windows' boundary).
 */
async function noScriptKeyOf(
  form: URLSearchParams,
  ip: string | undefined,
  deps: LeadPipelineDeps
): Promise<string> {
  const now = deps.now()
  const [current, previous] = await Promise.all(
    [0, 1].map((windowsBack) =>
      noScriptIdempotencyKey(form, ip ?? 'unknown', deps.rateLimitSalt, now, windowsBack)
    )
  )
  try {
    if (previous && (await findLeadByKey(deps.db, previous))) return previous
  } catch (error) {
    deps.report(error, { step: 'find-no-script-key' })
  }
  return current ?? crypto.randomUUID()
}

/**
 * `POST /api/leads`: JSON from the form script, or a plain form post without JavaScript.
 * `overrides` replace the platform dependencies (tests inject failing ones).
 */
export function leadsRoutes(overrides: Partial<LeadPipelineDeps> = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // Another website's page must not make its visitors post leads (docs/decisions/0041).
  routes.use(
    sameOriginPosts({
      refuse(c) {
        c.header('Cache-Control', 'no-store')
        const language = leadLanguage(undefined, c.req.header('referer'))
        const notices = messagesOf(leadAnswersMessages, language)
        return isFormPost(c)
          ? c.html(fallbackHtml(notices.crossSite, [], pageHref('home', language), language), 403)
          : c.json({ errors: { _form: notices.crossSite } } satisfies AnswerOf<'leads'>, 403)
      },
    })
  )
  routes.post('/', async function receiveLead(c) {
    c.header('Cache-Control', 'no-store')
    const deps = {
      ...pipelineDeps(
        c.env,
        c.get('config'),
        c.get('services').upstreamFetch,
        c.get('services').stock
      ),
      ...overrides,
    }
    const referer = c.req.header('referer')
    const ip = c.req.header('cf-connecting-ip')
    const isForm = isFormPost(c)
    // JSON only as JSON: a `text/plain` body is a "simple" request another site may send without
    // a preflight (docs/decisions/0041).
    if (!isForm && !isJsonPost(c)) {
      const notices = messagesOf(leadAnswersMessages, leadLanguage(undefined, referer))
      return c.json({ errors: { _form: notices.unsupportedType } } satisfies AnswerOf<'leads'>, 415)
    }
    // Every post counts before anything is read or stored: invalid ones and honeypot hits too.
    const postsHash = await clientHash(`post:${ip ?? 'unknown'}`, deps.rateLimitSalt)
    if (!(await withinRateLimit(deps.db, postsHash, deps.now(), RATE_LIMIT.maxPosts))) {
      const language = leadLanguage(undefined, referer)
      const notices = messagesOf(leadAnswersMessages, language)
      c.header('Retry-After', String(RATE_LIMIT.windowSeconds))
      return isForm
        ? c.html(fallbackHtml(notices.rateLimited, [], pageHref('home', language), language), 429)
        : c.json({ message: notices.rateLimited } satisfies AnswerOf<'leads'>, 429)
    }
    const text = await readBoundedText(c, MAX_BODY_BYTES)
    if (text === null) {
      // The body is not read: the page it was posted from says the language.
      const language = leadLanguage(undefined, referer)
      const notices = messagesOf(leadAnswersMessages, language)
      return isForm
        ? c.html(fallbackHtml(notices.tooLarge, [], pageHref('home', language), language), 413)
        : c.json({ errors: { _form: notices.tooLarge } } satisfies AnswerOf<'leads'>, 413)
    }
    if (isForm) {
      const form = new URLSearchParams(text)
      const language = leadLanguage({ pageUrl: form.get('pageUrl') }, referer)
      const client = { ip, language }
      const input = leadInputFromFields((name) => form.get(name) ?? undefined)
      // A cached page cannot carry a per-visitor key: without JavaScript, the key is the form's
      // content from this client in this window, so a double submit finds the first lead.
      if (input.idempotencyKey === undefined) {
        input.idempotencyKey = await noScriptKeyOf(form, ip, deps)
      }
      withUtmFromReferer(input, c.req.header('referer'))
      return htmlAnswer(c, await submitLead(input, client, deps), form, deps, language)
    }
    const body = parseJsonText(text)
    // The page's language, as the call names it (client/api/call-endpoint.ts), else its path's.
    const named = c.req.query('language')
    const language = isLanguage(named) ? named : leadLanguage(body, referer)
    if (body === undefined) {
      const notices = messagesOf(leadAnswersMessages, language)
      return c.json({ errors: { _form: notices.unreadable } } satisfies AnswerOf<'leads'>, 400)
    }
    // The endpoint's contract first (the JSON type of each field); the lead's rules follow in the
    // pipeline, with their own sentences.
    const input = endpoints.leads.input.safeParse(body)
    if (!input.success) {
      const invalid = messagesOf(leadValidationMessages, language).invalid
      const errors = Object.fromEntries(
        Object.keys(fieldErrors(input.error)).map((field) => [field, invalid])
      )
      return c.json({ errors } satisfies AnswerOf<'leads'>, 422)
    }
    const answer = jsonAnswer(await submitLead(input.data, { ip, language }, deps), language)
    if (answer.status === 503) c.header('Retry-After', '30')
    return c.json(answer.body, answer.status)
  })
  return routes
}
