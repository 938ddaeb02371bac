import type { GroupContact } from '../../deployment-schema.ts'

/** The demo deployment's `groupContact` (see basics.ts; docs/decisions/0054). */
export const groupContact = {
  phone: '+352 31 12 34 1',
  email: 'contact@groupe-auto.example',
  jobsEmail: 'jobs@groupe-auto.example',
} satisfies GroupContact
