import type fr from '../fr/legal-notice.ts'

/**
 * The legal notice page's text in English (client/pages/legal-notice): the headings and labels
 * around the deployment's legal identity (client/config/deployment-schema.ts).
 */
export default {
  title: 'Legal notice',
  description: (company: string) =>
    `Legal notice of ${company}: website publisher, Trade and Companies Register (RCS) number, VAT number, address, contact details and hosting provider.`,
  crumb: 'Legal notice',
  publisher: 'Website publisher',
  legalForm: 'Legal form',
  shareCapital: 'Share capital',
  address: 'Registered office',
  rcsNumber: 'Trade and Companies Register (RCS) number',
  vatNumber: 'VAT identification number',
  businessLicence: 'Business permit',
  contact: 'Contact details',
  phone: 'Phone',
  email: 'Email',
  publicationDirector: 'Director of publication',
  hosting: 'Hosting provider',
  privacy: {
    before: 'How we process your personal data is explained in our ',
    link: 'privacy policy',
    after: '.',
  },
} satisfies typeof fr
