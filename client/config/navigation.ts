import type { Language } from '../locale/language.ts'
import type navigationText from '../locale/messages/fr/navigation.ts'
import { href, pageHref } from '../routes/href.ts'

/** Main navigation, footer and top bar: the site's fixed frame (its words: client/locale/messages/navigation.ts). */
type NavigationText = typeof navigationText

/** A link of the frame; its label is the navigation catalogue's `key` in the given group. */
export interface NavItem<Key extends string> {
  key: Key
  href: string
}

type MainNavigation = NavItem<keyof NavigationText['main']>[]
type FooterColumns = {
  key: keyof NavigationText['footerTitles']
  items: NavItem<keyof NavigationText['footer']>[]
}[]

/** The main navigation of a language's pages (its links lead to pages of that language). */
export function mainNavigation(language: Language): MainNavigation {
  return frameOf(language).main
}

/** Every section of the site, so no page is found only through the sitemap (the crawl test checks it). */
export function footerColumns(language: Language): FooterColumns {
  return frameOf(language).footer
}

/** Built once per language: every page renders the frame. */
const frames = new Map<Language, { main: MainNavigation; footer: FooterColumns }>()

function frameOf(language: Language): { main: MainNavigation; footer: FooterColumns } {
  let frame = frames.get(language)
  if (!frame) {
    frame = { main: buildMain(language), footer: buildFooter(language) }
    frames.set(language, frame)
  }
  return frame
}

const buildMain = (language: Language): MainNavigation => {
  /** A content page named by its full slug (`services/carrosserie`). */
  const story = (slug: string) => href('slug', { slug }, language)
  const page = (name: Parameters<typeof pageHref>[0]) => pageHref(name, language)
  return [
    { key: 'stock', href: page('stock') },
    { key: 'brands', href: page('brands') },
    { key: 'privateLease', href: page('privateLease') },
    { key: 'businessLease', href: page('businessLease') },
    { key: 'services', href: story('services/service-apres-vente') },
    { key: 'locations', href: page('locations') },
    { key: 'news', href: page('news') },
    { key: 'contact', href: page('contact') },
  ]
}

const buildFooter = (language: Language): FooterColumns => {
  const story = (slug: string) => href('slug', { slug }, language)
  const page = (name: Parameters<typeof pageHref>[0]) => pageHref(name, language)
  return [
    {
      key: 'vehicles',
      items: [
        { key: 'stock', href: page('stock') },
        { key: 'usedCarCentre', href: page('usedCarCentre') },
        { key: 'brands', href: page('brands') },
        { key: 'compare', href: href('stock-compare', {}, language) },
        { key: 'favourites', href: href('stock-favorite', {}, language) },
        { key: 'testDrive', href: page('testDrive') },
      ],
    },
    {
      key: 'services',
      items: [
        { key: 'workshop', href: story('services/service-apres-vente') },
        { key: 'tyres', href: story('services/pneus-et-gardiennage') },
        { key: 'bodywork', href: story('services/carrosserie') },
        { key: 'dentsAndPaint', href: story('services/debosselage-et-peinture') },
        { key: 'parts', href: story('services/vente-de-pieces-et-accessoires') },
        { key: 'financing', href: story('services/financement') },
      ],
    },
    {
      key: 'business',
      items: [
        { key: 'businessServices', href: story('entreprise/services-aux-entreprises') },
        { key: 'businessLease', href: page('businessLease') },
        { key: 'fleet', href: story('entreprise/gestion-de-flotte') },
        { key: 'vans', href: story('entreprise/vehicules-utilitaires') },
        {
          key: 'conversions',
          href: story('entreprise/transformation-de-vehicules'),
        },
      ],
    },
    {
      key: 'group',
      items: [
        { key: 'locations', href: page('locations') },
        { key: 'history', href: story('a-propos-de-nous/l-histoire-d-autosphere') },
        { key: 'careers', href: page('careers') },
        { key: 'news', href: page('news') },
        { key: 'faq', href: page('faq') },
        { key: 'privacy', href: page('privacy') },
      ],
    },
  ]
}

export const topBar = {
  phone: '+352 31 12 34 1',
}
