import type { z } from 'zod'

/** An upstream answered badly or not at all; the message names the upstream and the path. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

/**
 * GET or POST JSON from an upstream with a timeout, validated by a zod schema. A 404 resolves to
 * `null` (the caller decides what a missing resource means); anything else non-2xx throws.
 */
export async function fetchJson<T>(options: {
  fetch: typeof fetch
  url: string
  schema: z.ZodType<T>
  timeoutMs: number
  init?: RequestInit
  label: string
}): Promise<T | null> {
  let response: Response
  try {
    response = await options.fetch(options.url, {
      ...options.init,
      headers: { accept: 'application/json', ...options.init?.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'network error'
    throw new UpstreamError(`${options.label}: ${reason}`, null)
  }
  if (response.status === 404) {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new UpstreamError(`${options.label}: HTTP ${response.status}`, response.status)
  }
  const parsed = options.schema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) {
    throw new UpstreamError(`${options.label}: unexpected response shape`, response.status)
  }
  return parsed.data
}
