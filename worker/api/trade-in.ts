import { Hono } from 'hono'
import { siteConfig } from '../../client/config/site-config.ts'
import { type AnswerOf, endpoints } from '../../client/api/endpoints.ts'
import { workerAnswersMessages } from '../../client/locale/messages/worker-answers.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { requestLanguage } from '../http/request-language.ts'
import { reportError } from '../monitoring/report-error.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'
import { formDealerships } from '../leads/dealership-directory.ts'

const MAX_BODY_BYTES = 4 * 1024

const noStore = { 'cache-control': 'no-store' }

/**
 * `POST /api/trade-in` (`endpoints.tradeIn`): an indicative trade-in offer for the browser, from the stock service's
 * valuation endpoint (`services.stock.valuation`; a real valuation provider plugs in behind the
 * stock client). Off when the site configuration turns stock trade-in valuation off. Bad input
 * is a 400 with the issues; an upstream failure a 503 the form can explain.
 */
export function tradeInRoutes() {
  const app = new Hono<AppEnv>()
  app.post('/', async (c) => {
    // Never cached: the form's page (`Referer`) may say the language when the form does not.
    const language = requestLanguage(c.req.query('language'), c.req.header('referer'))
    const answers = messagesOf(workerAnswersMessages, language).tradeIn
    if (!siteConfig.stockTradeInValuation) {
      return c.json(
        {
          error: { message: answers.off },
        } satisfies AnswerOf<'tradeIn'>,
        404,
        noStore
      )
    }
    // A body too large or not JSON is an incomplete description, like a missing field.
    const text = await readBoundedText(c, MAX_BODY_BYTES)
    const body = endpoints.tradeIn.input.safeParse(text === null ? null : parseJsonText(text))
    if (!body.success) {
      const issues = body.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }))
      return c.json(
        {
          error: { message: answers.incomplete, issues },
        } satisfies AnswerOf<'tradeIn'>,
        400,
        noStore
      )
    }
    try {
      const { stock } = c.get('services')
      const [valuation, dealerships] = await Promise.all([
        stock.valuation(body.data),
        formDealerships(() => stock.locations(), reportError),
      ])
      if (!valuation) throw new Error('The stock service has no valuation for this request')
      return c.json(
        { valuation, dealerships: dealerships ?? [] } satisfies AnswerOf<'tradeIn'>,
        200,
        noStore
      )
    } catch (error) {
      reportError(error, { route: endpoints.tradeIn.path })
      return c.json(
        {
          error: {
            message: answers.unavailable,
          },
        } satisfies AnswerOf<'tradeIn'>,
        503,
        noStore
      )
    }
  })
  return app
}
