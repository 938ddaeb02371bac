import type { DealershipSlug } from '../../features/lead-forms/dealerships.ts'
import type { LeadFormServerState } from '../../features/lead-forms/lead-form.tsx'
import type { LeadKind } from '../../features/lead-forms/lead-kinds.ts'
import type { LeadSubject } from '../../features/lead-forms/lead-schema.ts'
import type {
  LeaseFormContext,
  VehicleChoiceProps,
} from '../../features/lead-forms/subject-fields.tsx'

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

/** Server data of the form block: the no-JavaScript answer of a previous submit, if any. */
export interface EmbeddedFormData {
  /** The page the form posts back to (its no-JavaScript redirect target), with its query. */
  pageUrl: string
  serverState: LeadFormServerState | null
  /** The page was reached after a successful no-JavaScript submit. */
  sent: boolean
  subject?: EmbeddedFormSubject
  /** The dealership the link came from (`?concession=bertrange`, a dealership page's button). */
  location?: DealershipSlug
}
