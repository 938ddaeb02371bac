import { ContentRequestError, ContentResponseError } from '../content/errors.ts'
import { UpstreamError } from './fetch-json.ts'

/**
 * How the upstream reads of one request went, so that its answer can say so. Two things matter
 * to the caches in front (page cache, edge) and to search engines:
 * - a read **failed** and nothing stored could answer instead: whatever the request answers lacks
 *   data it needed (a notice instead of the stock, an error page). It is degraded: 503 with
 *   `Retry-After`, never stored anywhere;
 * - a read was answered from a stored copy **because** the upstream failed (stale-if-error, the
 *   last good copy of a story): the answer is complete but may be old. It is a 200, kept only
 *   briefly, so it cannot outlive the outage by much.
 *
 * One per request (worker/services.ts): the stock client and the content store report into it.
 */
export interface UpstreamHealth {
  /** A read of `source` failed and its caller got the error. */
  failed(source: string): void
  /** A read of `source` failed and a stored copy answered instead. */
  fellBack(source: string): void
  /** Some read failed without a stored copy: the answer lacks upstream data. */
  readonly degraded: boolean
  /** Some read was answered from a copy kept for outages. */
  readonly fallback: boolean
  /** The sources that failed, then those that fell back, for logs and tests. */
  readonly report: { failed: string[]; fellBack: string[] }
}

/**
 * @example
 * const health = createUpstreamHealth()
 * health.fellBack('stock /brands') // health.fallback === true, health.degraded === false
 */
export function createUpstreamHealth(): UpstreamHealth {
  const failed: string[] = []
  const fellBack: string[] = []
  return {
    failed: (source) => void failed.push(source),
    fellBack: (source) => void fellBack.push(source),
    get degraded() {
      return failed.length > 0
    },
    get fallback() {
      return fellBack.length > 0
    },
    get report() {
      return { failed: [...failed], fellBack: [...fellBack] }
    },
  }
}

/**
 * Reports how a cached read ended: a rejection as a failure, a stale-if-error answer as a
 * fallback. Answers the read's value.
 */
export async function tracked<T>(
  health: UpstreamHealth | undefined,
  source: string,
  read: Promise<{ value: T; outcome: string }>
): Promise<T> {
  try {
    const result = await read
    if (result.outcome === 'stale-if-error') health?.fellBack(source)
    return result.value
  } catch (error) {
    health?.failed(source)
    throw error
  }
}

/**
 * Whether an error comes from an upstream (refused, failed, timed out, answered nonsense) rather
 * than from the Worker's own code: the former is a 503 (come back later), the latter a 500.
 */
export function isUpstreamFailure(error: unknown): boolean {
  return (
    error instanceof UpstreamError ||
    error instanceof ContentRequestError ||
    error instanceof ContentResponseError
  )
}
