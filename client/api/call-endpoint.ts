import type { Language } from '../locale/language.ts'
import { endpointRoutes } from './endpoint-routes.ts'
import type { z } from 'zod'
import type { AnswerOf, Endpoint, EndpointName, InputOf } from './endpoints.ts'

/**
 * What a call brings back: an answer of the endpoint's contract (with its HTTP status), no answer
 * at all (`offline`), or something else than the contract (`unreadable`: an edge error page, a
 * build older or newer than this page's).
 */
export type CallResult<A> =
  | { kind: 'answer'; status: number; ok: boolean; answer: A }
  | { kind: 'offline' }
  | { kind: 'unreadable'; status: number }

interface CallOptions<I> {
  language: Language
  input: I
  cache?: RequestCache
  /**
   * Parameters of the page's own address the endpoint reads too (the editor preview's
   * `_storyblok_tk[…]`, which prove the caller is an editor), e.g. `window.location.search`.
   */
  pageQuery?: string
}

type Route = Pick<Endpoint, 'method' | 'path'>

/**
 * Calls one of this site's JSON endpoints (client/api/endpoints.ts) in the page's `language`:
 * a GET sends `input` as its query, a POST as its JSON body; the answer is parsed with the
 * endpoint's schema before the caller sees it. The schemas carry zod, so they load with the first
 * call, beside its request, outside every page's first-load JavaScript (docs/decisions/0061).
 *
 * @example const result = await callEndpoint('vehicles', { language: 'de', input: { ids: '12,7' } })
 */
export function callEndpoint<N extends EndpointName>(
  name: N,
  options: CallOptions<InputOf<N>>
): Promise<CallResult<AnswerOf<N>>> {
  // The schemas (zod) load beside the request, not before it.
  const schema = import('./endpoints.ts').then((module) => module.answerSchema(name))
  return call(endpointRoutes[name], schema, options)
}

/**
 * Calls an endpoint defined beside the page that uses it, whose answer is typed by that page
 * (the editor preview's, client/pages/content/preview-endpoint.ts): the same request and checks
 * as `callEndpoint`, its schema already loaded with the caller.
 */
export function callDefinedEndpoint<I extends z.ZodType, A>(
  endpoint: Route & { input: I; answer: z.ZodType<A> },
  options: CallOptions<z.input<I>>
): Promise<CallResult<A>> {
  return call(endpoint, Promise.resolve(endpoint.answer), options)
}

async function call<A>(
  endpoint: Route,
  schema: Promise<z.ZodType<A>>,
  options: CallOptions<unknown>
): Promise<CallResult<A>> {
  // Awaited below; a failed download without an answer to read is no unhandled rejection.
  schema.catch(() => undefined)
  const { language, input, cache, pageQuery } = options
  const get = endpoint.method === 'GET'
  // A GET's input is its query (one string per parameter, `Endpoint` holds that); the language
  // is always in the URL, so that a cached answer is one language's.
  const query = queryOf([
    ...new URLSearchParams(pageQuery).entries(),
    ...(get && typeof input === 'object' && input !== null ? Object.entries(input) : []),
    ['language', language],
  ])
  let response: Response
  try {
    response = await fetch(`${endpoint.path}?${query}`, {
      method: endpoint.method,
      headers: get
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
      ...(get ? {} : { body: JSON.stringify(input) }),
      ...(cache ? { cache } : {}),
    })
  } catch {
    return { kind: 'offline' }
  }
  const answerSchema = await schema
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = answerSchema.safeParse(json)
  if (!parsed.success) return { kind: 'unreadable', status: response.status }
  return { kind: 'answer', status: response.status, ok: response.ok, answer: parsed.data }
}

/** `ids=1,2&language=de`: commas stay readable (the Worker reads either). */
function queryOf(params: [string, unknown][]): string {
  const strings = params.map(([key, value]) => [key, String(value)])
  return new URLSearchParams(strings).toString().replaceAll('%2C', ',')
}
