import { storyPath } from '../domain/story-url.ts'
import type { Language } from '../locale/language.ts'
import { sameSitePath } from '../routes/same-site-path.ts'

/**
 * URL checks for rich text. Editors type links and image sources by hand, and React only blocks
 * `javascript:` in `href` (not `data:`, not `vbscript:`), so every URL is checked against an
 * allowlist after undoing the tricks browsers forgive: entities, control characters, whitespace
 * and letter case inside the scheme.
 */

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
}

/** Separators browsers ignore or that hide inside a scheme (besides C0/C1 controls). */
const INVISIBLE = new Set([0x1680, 0x180e, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff])

function isInvisible(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    (code >= 0x2000 && code <= 0x200f) ||
    INVISIBLE.has(code)
  )
}

function decodeEntitiesOnce(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ''
    }
    return namedEntities[body.toLowerCase()] ?? match
  })
}

/**
 * What a browser would make of the start of a URL: entities decoded (repeatedly, so `&amp;#106;`
 * counts too), control characters and whitespace removed, lower case.
 */
export function canonicalUrl(value: string): string {
  let current = value
  for (let round = 0; round < 5; round++) {
    const decoded = decodeEntitiesOnce(current)
    if (decoded === current) break
    current = decoded
  }
  // Browsers strip tabs and newlines anywhere in a URL and C0 controls/spaces at its ends.
  let visible = ''
  for (const char of current) if (!isInvisible(char.codePointAt(0) ?? 0)) visible += char
  return visible.toLowerCase()
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

export type UrlKind = 'external' | 'relative' | 'mailto' | 'tel'

/** Classifies a URL, or returns null when it must not be rendered as a link. */
export function urlKind(value: string): UrlKind | null {
  const canonical = canonicalUrl(value)
  if (canonical === '') return null
  const scheme = SCHEME.exec(canonical)?.[1]
  if (scheme) {
    if (!ALLOWED_SCHEMES.has(scheme)) return null
    if (scheme === 'mailto' || scheme === 'tel') return scheme
    return 'external'
  }
  // Protocol-relative and backslash tricks leave the site without saying so: a path is one only
  // if the site's one guard says so (client/routes/same-site-path.ts).
  if (canonical[0] === '\\' || (canonical[0] === '/' && !sameSitePath(canonical))) return null
  // A colon before any slash, question mark or hash would be read as a scheme by some parsers.
  if (/^[^/?#]*:/.test(canonical)) return null
  return 'relative'
}

/** Image sources: site-relative paths or https only (no `data:`, no mixed content). */
export function safeImageSource(value: string | null | undefined): string | null {
  const src = value?.trim() ?? ''
  if (src === '') return null
  const canonical = canonicalUrl(src)
  if (canonical !== src.toLowerCase().replace(/\s/g, '')) return null
  if (canonical.startsWith('https://')) return src
  return sameSitePath(src) && src
}

export interface LinkAttrs {
  href?: string | null | undefined
  uuid?: string | null | undefined
  anchor?: string | null | undefined
  target?: string | null | undefined
  linktype?: 'url' | 'story' | 'asset' | 'email' | null | undefined
}

export interface ResolvedLink {
  href: string
  kind: UrlKind
  newTab: boolean
}

function anchorSuffix(anchor: string | null | undefined): string {
  const value = anchor?.trim().replace(/^#/, '') ?? ''
  return value === '' ? '' : `#${encodeURIComponent(value)}`
}

/**
 * The href of a rich-text link mark (spec §3: linktype url, story, asset or email, plus anchor),
 * or null when the link cannot be rendered safely (the text then stays plain text). A story link
 * leads to the story in `language`, the page's.
 */
export function resolveRichTextLink(attrs: LinkAttrs, language: Language): ResolvedLink | null {
  const raw = attrs.href?.trim() ?? ''
  const anchor = anchorSuffix(attrs.anchor)
  let href: string
  switch (attrs.linktype ?? 'url') {
    case 'story': {
      if (raw === '') {
        if (anchor === '') return null
        href = anchor
        break
      }
      // Story links carry the full slug (sometimes with a leading slash); a scheme is a defect.
      if (urlKind(raw) !== 'relative' || raw.startsWith('#') || raw.startsWith('?')) return null
      href = storyPath(raw.split(/[?#]/)[0] ?? '', language) + anchor
      break
    }
    case 'email': {
      const email = raw.replace(/^mailto:/i, '')
      if (!/^[^\s@<>"'&:/]+@[^\s@<>"'&:/]+$/.test(email)) return null
      href = `mailto:${email}`
      break
    }
    case 'asset': {
      const source = safeImageSource(raw)
      if (!source) return null
      href = source
      break
    }
    default: {
      if (raw === '')
        return anchor === '' ? null : { href: anchor, kind: 'relative', newTab: false }
      // Editors often type "www.example.lu" without a scheme.
      href = (/^www\./i.test(raw) ? `https://${raw}` : raw) + anchor
    }
  }
  const kind = urlKind(href)
  if (!kind) return null
  return { href, kind, newTab: attrs.target === '_blank' }
}
