/**
 * The page frame editors run from the `site-config` story (issue 26): main and mobile
 * navigation, top bar, footer columns, legal and social links, in one page's language, with
 * every link already a site path or a checked URL. The Worker reads it (worker/pages/site-frame.ts);
 * the shell renders it; `client/config/navigation.ts` holds the built-in one, the last good
 * fallback when the story is missing or invalid.
 */

/** A link of the frame: its label and where it leads (`external`: another site). */
export interface FrameLink {
  label: string
  href: string
  external: boolean
  newTab: boolean
}

/** A main-navigation entry: a link, a menu of links, or both. */
export interface FrameMenu {
  label: string
  href: string | null
  children: FrameLink[]
}

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'x',
] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

export interface SiteFrame {
  main: FrameMenu[]
  topBar: { text: string; href: string | null; links: FrameLink[] }
  footer: {
    /** The paragraph under the group's name. */
    text: string
    columns: { title: string; links: FrameLink[] }[]
    legal: FrameLink[]
    social: { platform: SocialPlatform; href: string }[]
  }
}
