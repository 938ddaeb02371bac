import type { Context } from 'hono'

/**
 * A request body as text, or null when it is larger than `maxBytes`: refused from its declared
 * length before anything is read, otherwise measured once read (a body sent without a length, or
 * with a false one). Every route that reads a body goes through here, so none buffers more than
 * its limit allows to trust.
 */
export async function readBoundedText(c: Context, maxBytes: number): Promise<string | null> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > maxBytes) return null
  const text = await c.req.text()
  return new TextEncoder().encode(text).length > maxBytes ? null : text
}

/** JSON text parsed, or `undefined` when it is not JSON (never a thrown error). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
