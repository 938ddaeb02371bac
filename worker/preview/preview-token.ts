import { equalHex } from '../http/equal-hex.ts'

/**
 * The Storyblok visual editor opens the site with `_storyblok_tk[space_id]`,
 * `_storyblok_tk[timestamp]` and `_storyblok_tk[token]`, where token = SHA-1 hex of
 * `{space_id}:{preview token}:{timestamp}`. Only someone who knows the preview token (Storyblok,
 * on behalf of a signed-in editor) can produce one; the timestamp bounds how long a link works.
 */
export const PREVIEW_PARAMS = {
  spaceId: '_storyblok_tk[space_id]',
  timestamp: '_storyblok_tk[timestamp]',
  token: '_storyblok_tk[token]',
} as const

/**
 * How long a signed link opens draft pages: the editor signs a new one every time it loads the
 * preview (opening a story, saving, publishing), so a link is used within seconds of being
 * signed; a link copied out of the editor stops working soon after (docs/decisions/0042).
 */
export const PREVIEW_OPEN_MAX_AGE_SECONDS = 600
/**
 * How long the live update (`POST /api/preview/story`) accepts the link of the page the editor
 * keeps open while typing: it renders only the story it is sent, so it may outlive the opening
 * window by the length of an editing session.
 */
export const PREVIEW_LIVE_MAX_AGE_SECONDS = 3_600
/** Clock skew tolerated for a timestamp slightly in the future. */
export const PREVIEW_MAX_SKEW_SECONDS = 60

export type PreviewCheck =
  | { kind: 'none' }
  | { kind: 'valid'; spaceId: string; timestamp: number }
  | {
      kind: 'invalid'
      reason: 'malformed' | 'stale' | 'future' | 'forged' | 'other-space' | 'not-configured'
    }

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The token Storyblok computes for a space and timestamp (tests and tools sign with it). */
export function signPreviewToken(spaceId: string, secret: string, timestamp: number) {
  return sha1Hex(`${spaceId}:${secret}:${timestamp}`)
}

/**
 * Checks the editor's parameters of a URL. `none` when the URL carries none of them (a normal
 * visit); `invalid` when some are present but do not prove an editor of the configured space
 * within `maxAgeSeconds` (forged, stale, partial, another space).
 */
export async function checkPreview(
  params: URLSearchParams,
  options: {
    previewToken: string | undefined
    /** The site's Storyblok space (`STORYBLOK_SPACE_ID`); previews are refused without one. */
    spaceId: string | undefined
    nowSeconds: number
    maxAgeSeconds: number
  }
): Promise<PreviewCheck> {
  const spaceId = params.get(PREVIEW_PARAMS.spaceId)
  const timestamp = params.get(PREVIEW_PARAMS.timestamp)
  const token = params.get(PREVIEW_PARAMS.token)
  if (spaceId === null && timestamp === null && token === null) return { kind: 'none' }
  if (!options.previewToken || !options.spaceId) {
    return { kind: 'invalid', reason: 'not-configured' }
  }
  if (
    !spaceId ||
    !/^\d{1,20}$/.test(spaceId) ||
    !timestamp ||
    !/^\d{1,12}$/.test(timestamp) ||
    !token ||
    !/^[0-9a-f]{40}$/i.test(token)
  ) {
    return { kind: 'invalid', reason: 'malformed' }
  }
  // A preview token may be shared by spaces (or leak from another one): only this site's counts.
  if (spaceId !== options.spaceId) return { kind: 'invalid', reason: 'other-space' }
  const seconds = Number(timestamp)
  if (seconds < options.nowSeconds - options.maxAgeSeconds) {
    return { kind: 'invalid', reason: 'stale' }
  }
  if (seconds > options.nowSeconds + PREVIEW_MAX_SKEW_SECONDS) {
    return { kind: 'invalid', reason: 'future' }
  }
  const expected = await signPreviewToken(spaceId, options.previewToken, seconds)
  if (!equalHex(expected, token.toLowerCase())) return { kind: 'invalid', reason: 'forged' }
  return { kind: 'valid', spaceId, timestamp: seconds }
}

/**
 * `location` (a site path, with or without a query) carrying the editor's parameters of the
 * request (`_storyblok`, `_storyblok_tk[…]`, `_storyblok_lang`…): a redirect inside the editor's
 * frame keeps its token, so the next page is a preview too rather than a visitor's page the
 * frame may not show.
 *
 * @example
 * withEditorParams('/', new URLSearchParams('_storyblok=1&fuel=diesel')) // '/?_storyblok=1'
 */
export function withEditorParams(location: string, from: URLSearchParams): string {
  const url = new URL(location, 'http://site.invalid')
  for (const [name, value] of from) {
    if (name.startsWith('_storyblok') && !url.searchParams.has(name)) {
      url.searchParams.append(name, value)
    }
  }
  return url.pathname + url.search + url.hash
}
