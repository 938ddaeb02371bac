import type { Language } from '../locale/language.ts'
import { endpointRoutes } from './endpoint-routes.ts'
import type { AnswerOf, EndpointName, InputOf } from './endpoints.ts'

/**
 * What a call brings back: an answer of the endpoint's contract (with its HTTP status), no answer
 * at all (`offline`), or something else than the contract (`unreadable`: an edge error page, a
 * build older or newer than this page's).
 */
export type CallResult<N extends EndpointName> =
  | { kind: 'answer'; status: number; ok: boolean; answer: AnswerOf<N> }
  | { kind: 'offline' }
  | { kind: 'unreadable'; status: number }

/**
 * Calls one of this site's JSON endpoints (client/api/endpoints.ts) in the page's `language`:
 * a GET sends `input` as its query, a POST as its JSON body; the answer is parsed with the
 * endpoint's schema before the caller sees it. The schemas carry zod, so they load with the first
 * call, beside its request, outside every page's first-load JavaScript (docs/decisions/0061).
 *
 * @example const result = await callEndpoint('vehicles', { language: 'de', input: { ids: '12,7' } })
 */
export async function callEndpoint<N extends EndpointName>(
  name: N,
  options: {
    language: Language
    input: InputOf<N>
    cache?: RequestCache
    /**
     * Parameters of the page's own address the endpoint reads too (the editor preview's
     * `_storyblok_tk[…]`, which prove the caller is an editor), e.g. `window.location.search`.
     */
    pageQuery?: string
  }
): Promise<CallResult<N>> {
  // The schemas (zod) load beside the request, not before it.
  const schemas = import('./endpoints.ts')
  // Awaited below; a failed download without an answer to read is no unhandled rejection.
  schemas.catch(() => undefined)
  const endpoint = endpointRoutes[name]
  const { language, input, cache, pageQuery } = options
  const get = endpoint.method === 'GET'
  // A GET's input is its query (one string per parameter, `Endpoint` holds that); the language
  // is always in the URL, so that a cached answer is one language's.
  const query = queryOf([
    ...new URLSearchParams(pageQuery).entries(),
    ...(get ? Object.entries(input) : []),
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
  const { answerSchema } = await schemas
  const json: unknown = await response.json().catch(() => undefined)
  const parsed = answerSchema(name).safeParse(json)
  if (!parsed.success) return { kind: 'unreadable', status: response.status }
  return { kind: 'answer', status: response.status, ok: response.ok, answer: parsed.data }
}

/** `ids=1,2&language=de`: commas stay readable (the Worker reads either). */
function queryOf(params: [string, unknown][]): string {
  const strings = params.map(([key, value]) => [key, String(value)])
  return new URLSearchParams(strings).toString().replaceAll('%2C', ',')
}
