import type { LeadKind } from './lead-kinds.ts'
import type { LeadSubject } from './lead-schema.ts'
import type { LeaseFormContext, VehicleChoiceProps } from './subject-fields.tsx'

/**
 * What the link to a test-drive or contact form carried (worker/leads/form-subject.ts): the
 * "Modèle" field and its prefilled value, or a lease offer with its configuration.
 */
export interface EmbeddedFormSubject {
  /** A request about a lease offer is an interest, whatever the page's form. */
  kind?: LeadKind
  subject?: LeadSubject
  lease?: LeaseFormContext
  vehicleChoice?: VehicleChoiceProps & { initial?: string }
  /** French notices about what the link asked for and the site no longer offers. */
  notices: string[]
}
