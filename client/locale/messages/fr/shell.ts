/** The page frame's text in French: header, footer, breadcrumbs, sticky bar, toasts (client/shell). */
export default {
  header: {
    mainNavigation: 'Navigation principale',
    favourites: 'Mes favoris',
    compare: 'Comparer des véhicules',
    menu: 'Menu',
    mobileNavigation: 'Navigation mobile',
  },
  footer: {
    socialNetworks: 'Réseaux sociaux',
    newTab: ' (nouvel onglet)',
    /** Around the site's name: "© 2026 <name>. Tous droits réservés…". */
    copyright: '© 2026 ',
    rights: '. Tous droits réservés. Prix TVAC, TVA luxembourgeoise de 17 %.',
    /** The footer's way back to the cookie choices (client/features/consent/consent-settings.tsx). */
    manageCookies: 'Gérer les cookies',
    /** The link to the legal notice page, in every footer. */
    legalNotice: 'Mentions légales',
  },
  breadcrumbs: "Fil d'Ariane",
  stickyBar: {
    label: 'Accès rapide',
    stock: 'Stock',
    testDrive: 'Essai',
    call: 'Appeler',
    callDealer: (name: string) => `Appeler ${name}`,
  },
  toasts: {
    label: 'Notifications',
    close: 'Fermer la notification',
  },
}
