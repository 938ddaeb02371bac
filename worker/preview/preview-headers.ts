/** Where the Storyblok editor frames the site from (its bridge script is served from there too). */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com'

/**
 * Headers of a draft response: private and never stored (no edge or browser cache may keep a
 * draft), not indexed, and framable by the Storyblok editor only — `frame-ancestors` names the
 * editor instead of `'none'`, X-Frame-Options (which cannot name an origin) is dropped, and the
 * bridge script's origin joins `script-src` for this response alone.
 */
export function previewHeaders(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  headers.delete('Cache-Tag')
  headers.delete('ETag')
  headers.delete('X-Frame-Options')
  const csp = headers.get('Content-Security-Policy')
  if (csp) headers.set('Content-Security-Policy', editorPolicy(csp))
}

function editorPolicy(csp: string): string {
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const replaced = directives.map((directive) => {
    const [name = '', ...values] = directive.split(/\s+/)
    if (name === 'frame-ancestors') return `frame-ancestors ${STORYBLOK_EDITOR_ORIGIN}`
    if (name === 'script-src' || name === 'connect-src') {
      return [name, ...values.filter((value) => value !== "'none'"), STORYBLOK_EDITOR_ORIGIN].join(
        ' '
      )
    }
    return directive
  })
  if (!directives.some((directive) => directive.startsWith('frame-ancestors'))) {
    replaced.push(`frame-ancestors ${STORYBLOK_EDITOR_ORIGIN}`)
  }
  return replaced.join('; ')
}
