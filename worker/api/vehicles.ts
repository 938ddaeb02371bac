import { Hono } from 'hono'
import type { z } from 'zod'
import { type AnswerOf, endpoints, MAX_VEHICLE_IDS } from '../../client/api/endpoints.ts'
import { workerAnswersMessages } from '../../client/locale/messages/worker-answers.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { requestLanguage } from '../http/request-language.ts'
import { reportError } from '../monitoring/report-error.ts'
import { stockInLanguage } from '../stock/stock-in-language.ts'

const endpoint = endpoints.vehicles

/** A refusal of `ids` in `language`'s words: the schema is shared, its sentences are not. */
function idsError(language: Language) {
  const text = messagesOf(workerAnswersMessages, language).vehicleIds
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'too_big') return text.tooMany(MAX_VEHICLE_IDS)
    if (issue.code === 'too_small' && issue.origin === 'number') return text.positive
    return text.format
  }
}

/**
 * `GET /api/vehicles?ids=1,2,3&language=de` for the browser (favourites, compare; the contract is
 * `endpoints.vehicles`): the vehicles still for sale in the order asked, and the ids that are
 * gone (sold or unknown) so the page can say so; their labels in the page's `language` (French
 * without one: the answer is cached by URL).
 */
export function vehicleRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.get('/', async (c) => {
    const language = requestLanguage(c.req.query('language'))
    const parsed = endpoint.input.safeParse(
      { ids: c.req.query('ids') ?? '' },
      { error: idsError(language) }
    )
    if (!parsed.success) {
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          error: {
            code: 'invalid_request',
            message:
              parsed.error.issues[0]?.message ??
              messagesOf(workerAnswersMessages, language).vehicleIds.invalid,
          },
        } satisfies AnswerOf<'vehicles'>,
        400
      )
    }
    const { ids } = parsed.data
    try {
      const stock = stockInLanguage(c.get('services').stock, language)
      const result = await stock.vehiclesByIds(ids)
      if (!result) throw new Error('The stock API answered 404 to an id lookup')
      // Short: a sold car should leave favourites within a minute.
      c.header('Cache-Control', 'public, max-age=60')
      // The client caches one entry per set of ids (sorted); the caller's order is restored here.
      const order = new Map(ids.map((id, index) => [id, index]))
      const byRequest = (a: number, b: number) => (order.get(a) ?? 0) - (order.get(b) ?? 0)
      return c.json({
        vehicles: [...result.vehicles].sort((a, b) => byRequest(a.id, b.id)),
        missing: [...result.missing].sort(byRequest),
      } satisfies AnswerOf<'vehicles'>)
    } catch (error) {
      reportError(error, { path: endpoint.path })
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          error: {
            code: 'unavailable',
            message: messagesOf(workerAnswersMessages, language).stockUnavailable,
          },
        } satisfies AnswerOf<'vehicles'>,
        503
      )
    }
  })
  return api
}
