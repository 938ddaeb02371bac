import type navigationText from '../locale/messages/fr/navigation.ts'
import { href, pageHref } from '../routes/href.ts'

/** Main navigation, footer and top bar: the site's fixed frame (its words: client/locale/messages/navigation.ts). */
type NavigationText = typeof navigationText

/** A link of the frame; its label is the navigation catalogue's `key` in the given group. */
export interface NavItem<Key extends string> {
  key: Key
  href: string
}

/** A content page named by its full slug (`services/carrosserie`). */
const story = (slug: string) => href('slug', { slug })

export const mainNavigation: NavItem<keyof NavigationText['main']>[] = [
  { key: 'stock', href: pageHref('stock') },
  { key: 'brands', href: pageHref('brands') },
  { key: 'privateLease', href: pageHref('privateLease') },
  { key: 'businessLease', href: pageHref('businessLease') },
  { key: 'services', href: story('services/service-apres-vente') },
  { key: 'locations', href: pageHref('locations') },
  { key: 'news', href: pageHref('news') },
  { key: 'contact', href: pageHref('contact') },
]

/** Every section of the site, so no page is found only through the sitemap (the crawl test checks it). */
export const footerColumns: {
  key: keyof NavigationText['footerTitles']
  items: NavItem<keyof NavigationText['footer']>[]
}[] = [
  {
    key: 'vehicles',
    items: [
      { key: 'stock', href: pageHref('stock') },
      { key: 'usedCarCentre', href: pageHref('usedCarCentre') },
      { key: 'brands', href: pageHref('brands') },
      { key: 'compare', href: href('stock-compare', {}) },
      { key: 'favourites', href: href('stock-favorite', {}) },
      { key: 'testDrive', href: pageHref('testDrive') },
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
      { key: 'businessLease', href: pageHref('businessLease') },
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
      { key: 'locations', href: pageHref('locations') },
      { key: 'history', href: story('a-propos-de-nous/l-histoire-d-autosphere') },
      { key: 'careers', href: pageHref('careers') },
      { key: 'news', href: pageHref('news') },
      { key: 'faq', href: pageHref('faq') },
      { key: 'privacy', href: pageHref('privacy') },
    ],
  },
]

export const topBar = {
  phone: '+352 31 12 34 1',
}
