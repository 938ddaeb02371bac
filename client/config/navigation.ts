import { href, pageHref } from '../routes/href.ts'

/** Main navigation, footer and top bar: the site's fixed frame. */
export interface NavItem {
  label: string
  href: string
}

/** A content page named by its full slug (`services/carrosserie`). */
const story = (slug: string) => href('slug', { slug })

export const mainNavigation: NavItem[] = [
  { label: 'Stock', href: pageHref('stock') },
  { label: 'Marques', href: pageHref('brands') },
  { label: 'Leasing privé', href: pageHref('privateLease') },
  { label: 'Entreprises', href: pageHref('businessLease') },
  { label: 'Services', href: story('services/service-apres-vente') },
  { label: 'Concessions', href: pageHref('locations') },
  { label: 'Actualités', href: pageHref('news') },
  { label: 'Contact', href: pageHref('contact') },
]

/** Every section of the site, so no page is found only through the sitemap (the crawl test checks it). */
export const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'Véhicules',
    items: [
      { label: 'Stock neuf et occasion', href: pageHref('stock') },
      { label: 'Centre de véhicules d’occasion', href: pageHref('usedCarCentre') },
      { label: 'Nos marques', href: pageHref('brands') },
      { label: 'Comparer des véhicules', href: href('stock-compare', {}) },
      { label: 'Mes favoris', href: href('stock-favorite', {}) },
      { label: 'Réserver un essai', href: pageHref('testDrive') },
    ],
  },
  {
    title: 'Services',
    items: [
      { label: 'Atelier et entretien', href: story('services/service-apres-vente') },
      { label: 'Pneus et gardiennage', href: story('services/pneus-et-gardiennage') },
      { label: 'Carrosserie', href: story('services/carrosserie') },
      { label: 'Débosselage et peinture', href: story('services/debosselage-et-peinture') },
      { label: 'Pièces et accessoires', href: story('services/vente-de-pieces-et-accessoires') },
      { label: 'Financement', href: story('services/financement') },
    ],
  },
  {
    title: 'Entreprises',
    items: [
      { label: 'Services aux entreprises', href: story('entreprise/services-aux-entreprises') },
      { label: 'Business lease', href: pageHref('businessLease') },
      { label: 'Gestion de flotte', href: story('entreprise/gestion-de-flotte') },
      { label: 'Véhicules utilitaires', href: story('entreprise/vehicules-utilitaires') },
      {
        label: 'Transformation de véhicules',
        href: story('entreprise/transformation-de-vehicules'),
      },
    ],
  },
  {
    title: 'Le groupe',
    items: [
      { label: 'Nos concessions', href: pageHref('locations') },
      { label: 'Notre histoire', href: story('a-propos-de-nous/l-histoire-d-autosphere') },
      { label: 'Carrières', href: pageHref('careers') },
      { label: 'Actualités', href: pageHref('news') },
      { label: 'FAQ', href: pageHref('faq') },
      { label: 'Protection des données', href: pageHref('privacy') },
    ],
  },
]

export const topBar = {
  phone: '+352 31 12 34 1',
  message: 'Ouvert le samedi de 9 h à 17 h dans nos showrooms',
}
