/**
 * The outcome of handing something to a receiving service over HTTP (the CRM webhook, the e-mail
 * API): delivered, or refused for good (a 4xx other than 408 and 429: the same request will be
 * refused again), or failed for now (5xx, 408, 429, a timeout, the network), worth a retry.
 */
export type Delivery =
  | { ok: true; status: number; id?: string }
  | {
      ok: false
      permanent: boolean
      /** The HTTP status, or null when no answer came. */
      status: number | null
      /** For logs and the outbox; never personal data of ours (an excerpt is kept apart). */
      error: string
      /** A bounded excerpt of the answer's body, to tell an operator why it was refused. */
      excerpt?: string
    }

/** How much of a refusal's body the outbox keeps. */
export const EXCERPT_CHARS = 300

/** Whether an HTTP status means "never again with this request". */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

/** The first `EXCERPT_CHARS` characters of a body, read without holding more than that. */
export async function bodyExcerpt(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    while (text.length < EXCERPT_CHARS) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    // A body that breaks off: what came is the excerpt.
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return text.slice(0, EXCERPT_CHARS)
}

/** A failed answer as a Delivery: permanent or not by its status, with the body's excerpt. */
export async function refusal(label: string, response: Response): Promise<Delivery> {
  return {
    ok: false,
    permanent: isPermanentStatus(response.status),
    status: response.status,
    error: `${label} answered ${response.status}`,
    excerpt: await bodyExcerpt(response),
  }
}

/** A request that got no answer (timeout, network) as a Delivery: always worth a retry. */
export function noAnswer(label: string, error: unknown, timeoutMs: number): Delivery {
  const name = error instanceof Error ? error.name : 'Error'
  if (name === 'TimeoutError' || name === 'AbortError') {
    return {
      ok: false,
      permanent: false,
      status: null,
      error: `${label} did not answer within ${timeoutMs} ms`,
    }
  }
  return {
    ok: false,
    permanent: false,
    status: null,
    error: `${label} unreachable: ${error instanceof Error ? error.message : String(error)}`,
  }
}
