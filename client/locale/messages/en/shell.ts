import type fr from '../fr/shell.ts'

/** The page frame's text in German: header, footer, breadcrumbs, sticky bar, toasts (client/shell). */
export default {
  header: {
    mainNavigation: 'Hauptnavigation',
    favourites: 'Meine Favoriten',
    compare: 'Fahrzeuge vergleichen',
    menu: 'Menü',
    mobileNavigation: 'Mobile Navigation',
  },
  footer: {
    socialNetworks: 'Soziale Netzwerke',
    newTab: ' (neuer Tab)',
    copyright: '© 2026 ',
    rights: '. Alle Rechte vorbehalten. Preise inkl. MwSt., luxemburgische MwSt. von 17 %.',
    /** The footer's way back to the cookie choices (client/features/consent/consent-settings.tsx). */
    manageCookies: 'Cookies verwalten',
    legalNotice: 'Impressum',
  },
  breadcrumbs: 'Brotkrümelnavigation',
  stickyBar: {
    label: 'Schnellzugriff',
    stock: 'Bestand',
    testDrive: 'Probefahrt',
    call: 'Anrufen',
    callDealer: (name: string) => `${name} anrufen`,
  },
  toasts: {
    label: 'Benachrichtigungen',
    close: 'Benachrichtigung schließen',
  },
} satisfies typeof fr
