/** Main navigation, footer and top bar: the site's fixed frame. */
export interface NavItem {
  label: string
  href: string
}

export const mainNavigation: NavItem[] = [
  { label: 'Stock', href: '/stock' },
  { label: 'Marques', href: '/brands' },
  { label: 'Leasing privé', href: '/private-lease' },
  { label: 'Entreprises', href: '/business-lease' },
  { label: 'Services', href: '/services/service-apres-vente' },
  { label: 'Concessions', href: '/concessions/bertrange' },
  { label: 'Actualités', href: '/news' },
  { label: 'Contact', href: '/contact' },
]

export const footerColumns: { title: string; items: NavItem[] }[] = [
  {
    title: 'Véhicules',
    items: [
      { label: 'Stock neuf et occasion', href: '/stock' },
      { label: 'Centre de véhicules d’occasion', href: '/centre-de-vehicules-d-occasion' },
      { label: 'Comparer des véhicules', href: '/stock/comparer' },
      { label: 'Mes favoris', href: '/stock/favoris' },
      { label: 'Réserver un essai', href: '/reserver-un-essai' },
    ],
  },
  {
    title: 'Services',
    items: [
      { label: 'Atelier et entretien', href: '/services/service-apres-vente' },
      { label: 'Pneus et gardiennage', href: '/services/pneus-et-gardiennage' },
      { label: 'Carrosserie', href: '/services/carrosserie' },
      { label: 'Financement', href: '/services/financement' },
      { label: 'Gestion de flotte', href: '/entreprise/gestion-de-flotte' },
    ],
  },
  {
    title: 'Le groupe',
    items: [
      { label: 'Nos concessions', href: '/concessions/bertrange' },
      { label: 'Carrières', href: '/carrieres' },
      { label: 'Actualités', href: '/news' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Protection des données', href: '/politique-de-traitement-des-donnees' },
    ],
  },
]

export const topBar = {
  phone: '+352 31 12 34 1',
  message: 'Ouvert le samedi de 9 h à 17 h dans nos showrooms',
}
