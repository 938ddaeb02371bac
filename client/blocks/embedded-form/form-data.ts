import type { LeadFormServerState } from '../../features/lead-forms/lead-form.tsx'

/** Server data of the form block: the no-JavaScript answer of a previous submit, if any. */
export interface EmbeddedFormData {
  /** The page the form posts back to (its no-JavaScript redirect target). */
  pageUrl: string
  serverState: LeadFormServerState | null
  /** The page was reached after a successful no-JavaScript submit. */
  sent: boolean
}
