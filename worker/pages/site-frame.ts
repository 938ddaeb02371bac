import { texts } from '#deployment/texts'
import {
  SITE_CONFIG_SLUG,
  type SiteConfigContent,
  siteConfigSchema,
} from '../../client/blocks/content-types/site-config/schema.ts'
import type { NavLinkBlock } from '../../client/blocks/nav-link/schema.ts'
import { builtInFrame } from '../../client/config/navigation.ts'
import type { FrameLink, SiteFrame } from '../../client/domain/site-frame.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { localizeBlockLinks } from '../blocks/localize-links.ts'
import { createIsolateCache, stringBytes } from '../cache/isolate-cache.ts'
import type { ContentStore } from '../content/content-store.ts'
import { reportError } from '../monitoring/report-error.ts'

/**
 * The page frame (header, mobile navigation, top bar, footer) from the `site-config` story, in
 * the page's language (docs/decisions/0048). Read like every other content, through the content
 * store and its generation-keyed caches, and turned into a frame once per isolate and content
 * generation: a page rendered again costs a lookup here, never a Storyblok request. The
 * built-in frame (client/config/navigation.ts) answers when the story is missing, fails its
 * schema (both reported) or cannot be read (reported; the page is then kept briefly, as any
 * answer built from a fallback).
 */

/** What a page carries: the story's frame, or `undefined` when it is the built-in one. */
export type PageFrame = SiteFrame | undefined

/** One frame per language and generation; a few generations overlap while a publish spreads. */
const frames = createIsolateCache<{ frame: PageFrame }>({
  maxEntries: 8,
  ttlMs: 10 * 60_000,
  // An editor's frame is a few kilobytes; the bound keeps a runaway story from holding memory.
  maxWeight: 500_000,
  weigh: (entry, key) => stringBytes(JSON.stringify(entry.frame ?? null)) + stringBytes(key),
})

/**
 * The frame of a page in `language`, read from `store` (the published content, reporting its
 * failures as fallbacks: a frame that cannot be read never makes a page a 503).
 */
export async function pageFrame(store: ContentStore, language: Language): Promise<PageFrame> {
  const generation = await store.generation()
  const key = `${store.version}:${generation}:${language}`
  const known = frames.get(key)
  if (known) return known.frame
  let story
  try {
    story = await store.inLanguage(language).story(SITE_CONFIG_SLUG)
  } catch (error) {
    // Not remembered: the next page asks again (the store's own caches spare Storyblok).
    reportError(error, { phase: 'site frame', language })
    return undefined
  }
  const frame = story ? frameOfStory(story.content, language) : missing(language)
  // Generation 0 is "unknown" (Storyblok down on the very first read): not a key to keep.
  if (generation > 0) frames.set(key, { frame })
  return frame
}

function missing(language: Language): PageFrame {
  reportError(new Error(`The ${SITE_CONFIG_SLUG} story is missing: built-in frame shown`), {
    phase: 'site frame',
    language,
  })
  return undefined
}

/** A story's content as the frame of `language`, or the built-in frame when it is invalid. */
export function frameOfStory(content: unknown, language: Language): PageFrame {
  const parsed = siteConfigSchema.safeParse(content)
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
    reportError(new Error(`The ${SITE_CONFIG_SLUG} story fails its schema: ${where}`), {
      phase: 'site frame',
      language,
    })
    return undefined
  }
  const frame = siteFrameOf(localizeBlockLinks(parsed.data, language), language)
  return sameFrame(frame, builtInFrame(language)) ? undefined : frame
}

const frameLink = (block: NavLinkBlock): FrameLink => ({
  label: block.label,
  href: block.link.href,
  external: block.link.external,
  newTab: block.link.newTab,
})

/** The validated story (its links already in the page's language) as the shell's frame. */
export function siteFrameOf(config: SiteConfigContent, language: Language): SiteFrame {
  return {
    main: config.navigation.map((item) => ({
      label: item.label,
      href: item.link?.href ?? null,
      children: item.children.map(frameLink),
    })),
    topBar: {
      text: config.top_bar_text,
      href: config.top_bar_link?.href ?? null,
      links: config.top_bar_links.map(frameLink),
    },
    footer: {
      text: config.footer_text || messagesOf(texts, language).description,
      columns: config.footer_columns.map((column) => ({
        title: column.title,
        links: column.links.map(frameLink),
      })),
      legal: config.footer_legal_links.map(frameLink),
      social: config.social_links.map((social) => ({
        platform: social.platform,
        href: social.link.href,
      })),
    },
  }
}

/** Structural equality of two JSON values (the frame is plain data). */
function sameFrame(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const entriesA = Object.entries(a)
  const entriesB = new Map<string, unknown>(Object.entries(b))
  if (entriesA.length !== entriesB.size) return false
  return entriesA.every(([key, value]) => entriesB.has(key) && sameFrame(value, entriesB.get(key)))
}
