import type { LegalIdentity } from '../../deployment-schema.ts'

/** The production deployment's `legalIdentity` (see basics.ts; docs/decisions/0054). */
export const legalIdentity = {
  company: 'replace-with-the-company-name',
  legalForm: 'société anonyme',
  rcsNumber: 'B0000000',
  vatNumber: 'LU00000000',
  businessLicence: null,
  shareCapital: null,
  address: {
    street: 'replace-with-the-street',
    postalCode: 'L-0000',
    city: 'Luxembourg',
    country: 'Luxembourg',
  },
  publicationDirector: 'replace-with-the-publication-director',
  hosting: {
    name: 'Cloudflare, Inc.',
    address: '101 Townsend St, San Francisco, CA 94107, États-Unis',
  },
} satisfies LegalIdentity
