const encoder = new TextEncoder()

/**
 * A weak ETag from the build and the page payload: the HTML is a pure function of both, so a
 * matching `If-None-Match` is answered 304 without rendering. The digest is the runtime's own
 * (native) SHA-1, not one computed in JavaScript: a character-by-character hash of a `/stock`
 * payload (~35 KB) was a twentieth of the request's work. A change detector, not a security
 * boundary: eight bytes of it are enough.
 */
export async function weakEtag(buildId: string, body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', encoder.encode(body)))
  let hex = ''
  for (const byte of digest.subarray(0, 8)) hex += byte.toString(16).padStart(2, '0')
  return `W/"${buildId}-${hex}-${body.length.toString(36)}"`
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || `W/${tag}` === etag
  })
}
