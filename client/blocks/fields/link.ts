import { z } from 'zod'
import { storyPath } from '../../domain/story-url.ts'
import { DEFAULT_LANGUAGE } from '../../locale/language.ts'
import { sameSitePath } from '../../routes/same-site-path.ts'

/**
 * Storyblok multilink fields: `{ linktype, url, cached_url, email, anchor, target, story? }`.
 * They are turned into a ready `href` here, with a protocol allowlist: rendering an editor's
 * `javascript:` or `data:` URL is the classic CMS XSS, and React only blocks the former.
 */

export type Link = { href: string; external: boolean; newTab: boolean }

const rawLink = z.looseObject({
  linktype: z.enum(['story', 'url', 'email', 'asset']).nullish(),
  url: z.string().nullish(),
  cached_url: z.string().nullish(),
  email: z.string().nullish(),
  anchor: z.string().nullish(),
  target: z.string().nullish(),
  /** Present when the request used `resolve_links`. */
  story: z.looseObject({ full_slug: z.string() }).nullish(),
})

const allowedSchemes = /^(https?:|mailto:|tel:)/i

/** Returns the safe href of a raw link, `''` when the editor left it empty, `null` when unsafe. */
export function linkHref(link: z.infer<typeof rawLink>): string | null {
  const anchor = link.anchor?.trim() ? `#${link.anchor.trim().replace(/^#/, '')}` : ''
  switch (link.linktype ?? 'story') {
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url ?? ''
      if (slug.trim() === '') return anchor
      // cached_url of a story link is a full slug; an absolute URL here is a data defect.
      if (/^[a-z]+:/i.test(slug) || slug.startsWith('//')) return null
      // Block fields are validated once, in the Worker, before a page's language reaches them:
      // the path is the French one, and the Worker makes it the page's before the blocks leave
      // for the page (worker/blocks/localize-links.ts).
      return sameSitePath(storyPath(slug, DEFAULT_LANGUAGE) + anchor)
    }
    case 'email': {
      const email = (link.email || link.url || link.cached_url || '')
        .trim()
        .replace(/^mailto:/i, '')
      if (email === '') return ''
      return /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null
    }
    default: {
      let url = (link.url || link.cached_url || '').trim()
      if (url === '') return anchor
      // Editors often type "www.example.lu" without a scheme.
      if (/^www\./i.test(url)) url = `https://${url}`
      if (url.startsWith('#')) return url
      // A path stays on the site or is refused (`/\\host`, `/\t/host`, `/%2F%2Fhost`…).
      if (url.startsWith('/') || url.startsWith('\\')) return sameSitePath(url + anchor)
      return allowedSchemes.test(url) ? url + anchor : null
    }
  }
}

function toLink(href: string, target: string | null | undefined): Link {
  const external = /^https?:/i.test(href)
  return { href, external, newTab: target === '_blank' }
}

/** A link the block needs (a card's target, a button): empty or unsafe fails validation. */
export const linkField = rawLink.transform((link, ctx): Link => {
  const href = linkHref(link)
  if (!href) {
    ctx.addIssue({ code: 'custom', message: href === '' ? 'Link is required' : 'Unsafe link' })
    return z.NEVER
  }
  return toLink(href, link.target)
})

/** A link the block can do without: empty becomes `null`; an unsafe one still fails. */
export const optionalLinkField = rawLink.nullish().transform((link, ctx): Link | null => {
  if (!link) return null
  const href = linkHref(link)
  if (href === null) {
    ctx.addIssue({ code: 'custom', message: 'Unsafe link' })
    return z.NEVER
  }
  return href === '' ? null : toLink(href, link.target)
})
