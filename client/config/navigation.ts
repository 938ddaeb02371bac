import { texts } from '#deployment/texts'
import { groupContact } from '#deployment/group-contact'
import {
  type FrameLink,
  type FrameMenu,
  SOCIAL_PLATFORMS,
  type SiteFrame,
  type SocialPlatform,
} from '../domain/site-frame.ts'
import type { Language } from '../locale/language.ts'
import { telHref } from '../locale/format.ts'
import { messagesOf } from '../locale/messages.ts'
import { navigationMessages } from '../locale/messages/navigation.ts'
import { href, pageHref } from '../routes/href.ts'
import { siteBasics } from './site-basics.ts'

/**
 * The built-in page frame: main navigation, footer and top bar as the site shipped them (their
 * words: client/locale/messages/navigation.ts). Editors run the frame from the `site-config`
 * story (worker/pages/site-frame.ts); this one is the last good fallback, shown when that story is
 * missing or fails its schema, and what the browser renders when the payload carries no frame of
 * its own (the story says exactly this: docs/decisions/0048).
 */

/** The top bar's phone: the deployment's group contact (docs/decisions/0054). */
export const topBar = {
  phone: groupContact.phone,
}

/** The built-in frame of a language's pages (its links lead to pages of that language). */
export function builtInFrame(language: Language): SiteFrame {
  let frame = frames.get(language)
  if (!frame) {
    frame = buildFrame(language)
    frames.set(language, frame)
  }
  return frame
}

/** Built once per language: every page renders the frame. */
const frames = new Map<Language, SiteFrame>()

const isSocialPlatform = (network: string): network is SocialPlatform =>
  SOCIAL_PLATFORMS.some((platform) => platform === network)

function buildFrame(language: Language): SiteFrame {
  const text = messagesOf(navigationMessages, language)
  /** A content page named by its full slug (`services/carrosserie`). */
  const story = (slug: string) => href('slug', { slug }, language)
  const page = (name: Parameters<typeof pageHref>[0]) => pageHref(name, language)
  const link = (label: string, target: string): FrameLink => ({
    label,
    href: target,
    external: false,
    newTab: false,
  })
  const main = (key: keyof typeof text.main, target: string): FrameMenu => ({
    label: text.main[key],
    href: target,
    children: [],
  })
  const footer = (key: keyof typeof text.footer, target: string) => link(text.footer[key], target)
  return {
    main: [
      main('stock', page('stock')),
      main('brands', page('brands')),
      main('privateLease', page('privateLease')),
      main('businessLease', page('businessLease')),
      main('services', story('services/service-apres-vente')),
      main('locations', page('locations')),
      main('news', page('news')),
      main('contact', page('contact')),
    ],
    topBar: {
      text: text.topBar,
      href: null,
      links: [link(topBar.phone, telHref(topBar.phone))],
    },
    footer: {
      text: messagesOf(texts, language).description,
      columns: [
        {
          title: text.footerTitles.vehicles,
          links: [
            footer('stock', page('stock')),
            footer('usedCarCentre', page('usedCarCentre')),
            footer('brands', page('brands')),
            footer('compare', href('stock-compare', {}, language)),
            footer('favourites', href('stock-favorite', {}, language)),
            footer('testDrive', page('testDrive')),
          ],
        },
        {
          title: text.footerTitles.services,
          links: [
            footer('workshop', story('services/service-apres-vente')),
            footer('tyres', story('services/pneus-et-gardiennage')),
            footer('bodywork', story('services/carrosserie')),
            footer('dentsAndPaint', story('services/debosselage-et-peinture')),
            footer('parts', story('services/vente-de-pieces-et-accessoires')),
            footer('financing', story('services/financement')),
          ],
        },
        {
          title: text.footerTitles.business,
          links: [
            footer('businessServices', story('entreprise/services-aux-entreprises')),
            footer('businessLease', page('businessLease')),
            footer('fleet', story('entreprise/gestion-de-flotte')),
            footer('vans', story('entreprise/vehicules-utilitaires')),
            footer('conversions', story('entreprise/transformation-de-vehicules')),
          ],
        },
        {
          title: text.footerTitles.group,
          links: [
            footer('locations', page('locations')),
            footer('history', story('a-propos-de-nous/l-histoire-d-autosphere')),
            footer('careers', page('careers')),
            footer('news', page('news')),
            footer('faq', page('faq')),
            footer('privacy', page('privacy')),
          ],
        },
      ],
      legal: [],
      social: siteBasics.socialLinks.flatMap(({ network, url }) =>
        isSocialPlatform(network) ? [{ platform: network, href: url }] : []
      ),
    },
  }
}
