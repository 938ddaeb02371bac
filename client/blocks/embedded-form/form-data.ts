import type { Dealership } from '../../features/lead-forms/dealerships.ts'
import type { LeadFormServerState } from '../../features/lead-forms/lead-form.tsx'
import type { EmbeddedFormSubject } from '../../features/lead-forms/embedded-form-subject.ts'

/** Server data of the form block: the no-JavaScript answer of a previous submit, if any. */
export interface EmbeddedFormData {
  /** The page the form posts back to (its no-JavaScript redirect target), with its query. */
  pageUrl: string
  serverState: LeadFormServerState | null
  /** The page was reached after a successful no-JavaScript submit. */
  sent: boolean
  subject?: EmbeddedFormSubject
  /** The dealership the link came from (`?concession=bertrange`, a dealership page's button). */
  location?: string
  /** The dealerships the form offers: the stock API's locations (docs/decisions/0054). */
  dealerships: Dealership[]
}
