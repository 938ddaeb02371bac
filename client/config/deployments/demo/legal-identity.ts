import type { LegalIdentity } from '../../deployment-schema.ts'

/** The demo deployment's `legalIdentity` (see basics.ts; docs/decisions/0054). */
export const legalIdentity = {
  company: 'Autosphère Luxembourg',
  legalForm: 'société anonyme',
  rcsNumber: 'B123456',
  vatNumber: 'LU12345678',
  businessLicence: '10012345/0',
  shareCapital: '1 250 000 EUR',
  address: {
    street: '12, route d’Arlon',
    postalCode: 'L-8009',
    city: 'Strassen',
    country: 'Luxembourg',
  },
  publicationDirector: 'Direction générale, Autosphère Luxembourg',
  hosting: {
    name: 'Cloudflare, Inc.',
    address: '101 Townsend St, San Francisco, CA 94107, États-Unis',
  },
} satisfies LegalIdentity
