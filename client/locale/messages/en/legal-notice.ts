import type fr from '../fr/legal-notice.ts'

/** The legal notice page's text in German (client/pages/legal-notice). */
export default {
  title: 'Impressum',
  description: (company: string) =>
    `Impressum von ${company}: Herausgeber der Website, Handelsregisternummer, Umsatzsteuer-Identifikationsnummer, Anschrift, Kontakt und Hosting.`,
  crumb: 'Impressum',
  publisher: 'Herausgeber der Website',
  legalForm: 'Rechtsform',
  shareCapital: 'Gesellschaftskapital',
  address: 'Gesellschaftssitz',
  rcsNumber: 'Handels- und Gesellschaftsregister (RCS Luxemburg)',
  vatNumber: 'Umsatzsteuer-Identifikationsnummer',
  businessLicence: 'Niederlassungsgenehmigung',
  contact: 'Kontakt',
  phone: 'Telefon',
  email: 'E-Mail',
  publicationDirector: 'Verantwortlich für den Inhalt',
  hosting: 'Hosting',
  privacy: {
    before: 'Wie wir Ihre personenbezogenen Daten verarbeiten, erklärt unsere ',
    link: 'Datenschutzerklärung',
    after: '.',
  },
} satisfies typeof fr
