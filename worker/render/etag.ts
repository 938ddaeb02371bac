/**
 * A weak ETag from the build and the page payload: the HTML is a pure function of both, so a
 * matching `If-None-Match` is answered 304 without rendering. FNV-1a is enough here: this is a
 * change detector, not a security boundary.
 */
export function weakEtag(buildId: string, body: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < body.length; i++) {
    hash ^= body.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `W/"${buildId}-${(hash >>> 0).toString(36)}-${body.length.toString(36)}"`
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag === etag || `W/${tag}` === etag
  })
}
