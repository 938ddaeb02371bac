import type { GroupContact } from '../../deployment-schema.ts'

/** The production deployment's `groupContact` (see basics.ts; docs/decisions/0054). */
export const groupContact = {
  phone: '+352 00 00 00',
  email: 'contact@example.lu',
  jobsEmail: 'jobs@example.lu',
} satisfies GroupContact
