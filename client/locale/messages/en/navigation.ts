import type fr from '../fr/navigation.ts'

/** The site's fixed frame in German: main navigation, footer columns, top bar (client/config/navigation.ts). */
export default {
  topBar: 'Samstags von 9 bis 17 Uhr in unseren Showrooms geöffnet',
  main: {
    stock: 'Bestand',
    brands: 'Marken',
    privateLease: 'Privatleasing',
    businessLease: 'Geschäftskunden',
    services: 'Service',
    locations: 'Autohäuser',
    news: 'Aktuelles',
    contact: 'Kontakt',
  },
  footerTitles: {
    vehicles: 'Fahrzeuge',
    services: 'Service',
    business: 'Geschäftskunden',
    group: 'Die Gruppe',
  },
  footer: {
    stock: 'Neu- und Gebrauchtwagen',
    usedCarCentre: 'Gebrauchtwagenzentrum',
    brands: 'Unsere Marken',
    compare: 'Fahrzeuge vergleichen',
    favourites: 'Meine Favoriten',
    testDrive: 'Probefahrt buchen',
    workshop: 'Werkstatt und Wartung',
    tyres: 'Reifen und Einlagerung',
    bodywork: 'Karosserie',
    dentsAndPaint: 'Ausbeulen und Lackierung',
    parts: 'Teile und Zubehör',
    financing: 'Finanzierung',
    businessServices: 'Services für Unternehmen',
    businessLease: 'Business-Leasing',
    fleet: 'Flottenmanagement',
    vans: 'Nutzfahrzeuge',
    conversions: 'Fahrzeugumbauten',
    locations: 'Unsere Autohäuser',
    history: 'Unsere Geschichte',
    careers: 'Karriere',
    news: 'Aktuelles',
    faq: 'FAQ',
    privacy: 'Datenschutz',
  },
  /** The networks' names on the footer's social links (the site-config story names the network). */
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    x: 'X',
  },
  /** The footer's legal links (site-config story), named for assistive technology. */
  legal: 'Rechtliches',
} satisfies typeof fr
