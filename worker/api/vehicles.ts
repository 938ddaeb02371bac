import { Hono } from 'hono'
import { z } from 'zod'
import { workerAnswersMessages } from '../../client/locale/messages/worker-answers.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { requestLanguage } from '../http/request-language.ts'
import { reportError } from '../monitoring/report-error.ts'
import { stockInLanguage } from '../stock/stock-in-language.ts'

/** Favourites and compare ask for at most this many vehicles (the stock API's own limit). */
export const MAX_IDS = 48

/** `ids=1,2,3`: 1–48 positive integers, duplicates ignored; refused in `language`'s words. */
function idsSchema(language: Language) {
  const text = messagesOf(workerAnswersMessages, language).vehicleIds
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}(?:,\d{1,9})*$/, { error: text.format })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive({ error: text.positive }))
        .min(1)
        .max(MAX_IDS, { error: text.tooMany(MAX_IDS) })
    )
}

/** One schema per language, built once: they hold no request state. */
const idsSchemas = { fr: idsSchema('fr'), de: idsSchema('de') } satisfies Record<
  Language,
  ReturnType<typeof idsSchema>
>

/**
 * `GET /api/vehicles?ids=1,2,3&language=de` for the browser (favourites, compare): the vehicles
 * still for sale in the order asked, and the ids that are gone (sold or unknown) so the page can
 * say so; their labels in the page's `language` (French without one: the answer is cached by URL).
 */
export function vehicleRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.get('/', async (c) => {
    const language = requestLanguage(c.req.query('language'))
    const parsed = idsSchemas[language].safeParse(c.req.query('ids') ?? '')
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
        },
        400
      )
    }
    try {
      const stock = stockInLanguage(c.get('services').stock, language)
      const result = await stock.vehiclesByIds(parsed.data)
      if (!result) throw new Error('The stock API answered 404 to an id lookup')
      // Short: a sold car should leave favourites within a minute.
      c.header('Cache-Control', 'public, max-age=60')
      // The client caches one entry per set of ids (sorted); the caller's order is restored here.
      const order = new Map(parsed.data.map((id, index) => [id, index]))
      const byRequest = (a: number, b: number) => (order.get(a) ?? 0) - (order.get(b) ?? 0)
      return c.json({
        vehicles: [...result.vehicles].sort((a, b) => byRequest(a.id, b.id)),
        missing: [...result.missing].sort(byRequest),
      })
    } catch (error) {
      reportError(error, { path: '/api/vehicles' })
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          error: {
            code: 'unavailable',
            message: messagesOf(workerAnswersMessages, language).stockUnavailable,
          },
        },
        503
      )
    }
  })
  return api
}
