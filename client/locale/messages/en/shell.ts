import type fr from '../fr/shell.ts'

/** The page frame's text in English: header, footer, breadcrumbs, sticky bar, toasts (client/shell). */
export default {
  header: {
    mainNavigation: 'Main navigation',
    favourites: 'My favourites',
    compare: 'Compare vehicles',
    menu: 'Menu',
    mobileNavigation: 'Mobile navigation',
  },
  footer: {
    socialNetworks: 'Social media',
    newTab: ' (opens in a new tab)',
    copyright: '© 2026 ',
    rights: '. All rights reserved. Prices include Luxembourg VAT at 17%.',
    /** The footer's way back to the cookie choices (client/features/consent/consent-settings.tsx). */
    manageCookies: 'Manage cookies',
    legalNotice: 'Legal notice',
  },
  breadcrumbs: 'Breadcrumb',
  stickyBar: {
    label: 'Quick links',
    stock: 'Our stock',
    testDrive: 'Test drive',
    call: 'Call',
    callDealer: (name: string) => `Call ${name}`,
  },
  toasts: {
    label: 'Notifications',
    close: 'Close notification',
  },
} satisfies typeof fr
