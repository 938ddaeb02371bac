import type { Context } from 'hono'

/**
 * The bytes of a stream, or null as soon as they pass `maxBytes`: reading stops at the chunk that
 * crossed the limit, and the rest is never pulled. A body without `Content-Length` (chunked) or
 * with a false one is held to the limit while it arrives, not measured once it is all in memory.
 *
 * The rest is not cancelled either: cancelling the request body made workerd drop the connection
 * under the answer (wrangler's proxy then answered 500 instead of the 413); left unread, the
 * runtime disposes of it once the answer is sent.
 */
export async function readBoundedBytes(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number
): Promise<Uint8Array | null> {
  if (stream === null) return new Uint8Array(0)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      length += value.byteLength
      if (length > maxBytes) return null
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
  }
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * A request body as text, or null when it is larger than `maxBytes`: refused from its declared
 * length before anything is read, otherwise counted while it is read, and refused the moment it
 * passes the limit (a body sent without a length, or with a false one). Every route that reads a
 * body goes through here, so none holds more than its limit in memory.
 */
export async function readBoundedText(c: Context, maxBytes: number): Promise<string | null> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > maxBytes) return null
  const bytes = await readBoundedBytes(c.req.raw.body, maxBytes)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

/** JSON text parsed, or `undefined` when it is not JSON (never a thrown error). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
