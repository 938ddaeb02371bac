import { z } from 'zod'
import {
  fuelSchema,
  tradeInConditionSchema,
  tradeInValuationSchema,
  vehiclesByIdsSchema,
} from '../domain/vehicle.ts'
import { dealershipSchema } from '../domain/dealership.ts'
import { endpointRoutes } from './endpoint-routes.ts'
import { leadAnswerSchema, leadBodySchema } from './lead-endpoint.ts'

/**
 * Every JSON endpoint the browser calls, defined once: its method and path (from
 * endpoint-routes.ts, which the browser reads without zod), the input the Worker
 * validates (`input`: the query of a GET, the body of a POST) and every answer it may send
 * (`answer`, what the browser parses). Each call carries the page's language as `?language=`
 * (client/api/call-endpoint.ts), so an answer is never in another language than its page.
 * The Worker's routes parse `input` with these schemas and write answers that satisfy
 * `AnswerOf`; the browser encodes `InputOf` and parses the answer with the same schema
 * (docs/decisions/0061). An endpoint whose answer is a page's data is defined beside that page,
 * as an `Endpoint` too, and called with `callDefinedEndpoint`: the editor preview's
 * (client/pages/content/preview-endpoint.ts).
 */

/** Favourites and compare ask for at most this many vehicles (the stock API's own limit). */
export const MAX_VEHICLE_IDS = 48

/** `ids=1,2,3`: 1–48 positive integers, duplicates dropped. */
const vehicleIds = z
  .string()
  .trim()
  .regex(/^\d{1,9}(?:,\d{1,9})*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive()).min(1).max(MAX_VEHICLE_IDS))

/** A refusal or an outage: a code the caller may branch on and a sentence in the page's language. */
const apiError = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

/** A whole number as a form gives it (a string) or as a program would (a number). */
const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+$/)
        .transform((text) => Number(text)),
    ])
    .pipe(z.number().int().min(min).max(max))

export const endpoints = {
  /**
   * The vehicles of a saved list (favourites, compare) still for sale, in the order asked, and
   * the ids that are gone (sold or unknown), labelled in the page's language.
   */
  vehicles: {
    ...endpointRoutes.vehicles,
    input: z.object({ ids: vehicleIds }),
    answer: z.union([vehiclesByIdsSchema, apiError]),
  },
  /**
   * An indicative trade-in offer for the visitor's car. The stock service accepts model years up
   * to its reference year (2026, docs/stock-api.md).
   */
  tradeIn: {
    ...endpointRoutes.tradeIn,
    input: z.object({
      brand: z.string().trim().min(1).max(40),
      model: z.string().trim().min(1).max(60),
      year: wholeNumber(1990, 2026),
      mileage: wholeNumber(0, 1_000_000),
      fuel: fuelSchema,
      condition: tradeInConditionSchema,
    }),
    answer: z.union([
      // With the dealerships the trade-in lead form then offers (the stock API's locations).
      z.object({ valuation: tradeInValuationSchema, dealerships: z.array(dealershipSchema) }),
      z.object({
        error: z.object({
          message: z.string(),
          issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
        }),
      }),
    ]),
  },
  /**
   * A lead from a form with JavaScript (lead-endpoint.ts); without JavaScript the same path takes
   * a plain form post and answers with a page (worker/leads/routes.ts).
   */
  leads: {
    ...endpointRoutes.leads,
    input: leadBodySchema,
    answer: leadAnswerSchema,
  },
} as const satisfies Record<keyof typeof endpointRoutes, Endpoint>

/** What every definition holds: a GET's input is its query, one string per parameter. */
export type Endpoint =
  | {
      method: 'GET'
      path: `/api/${string}`
      input: z.ZodType<object, Record<string, string>>
      answer: z.ZodType
    }
  | { method: 'POST'; path: `/api/${string}`; input: z.ZodType; answer: z.ZodType }

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
/** What a caller sends (the query of a GET, the JSON body of a POST), before the schema's transforms. */
export type InputOf<N extends EndpointName> = z.input<Endpoints[N]['input']>
/** What the Worker reads from a valid request. */
export type ParsedInputOf<N extends EndpointName> = z.output<Endpoints[N]['input']>
/** Every answer the endpoint may send, as the Worker writes it and the browser reads it. */
export type AnswerOf<N extends EndpointName> = z.output<Endpoints[N]['answer']>

/**
 * The answer schema of endpoint `name`, typed by that endpoint alone (indexing `endpoints` with a
 * generic name would give the union of every endpoint's schema).
 */
export function answerSchema<N extends EndpointName>(
  name: N
): z.ZodType<AnswerOf<N>, z.input<Endpoints[N]['answer']>> {
  const schemas: {
    [K in EndpointName]: z.ZodType<AnswerOf<K>, z.input<Endpoints[K]['answer']>>
  } = {
    vehicles: endpoints.vehicles.answer,
    tradeIn: endpoints.tradeIn.answer,
    leads: endpoints.leads.answer,
  }
  return schemas[name]
}
