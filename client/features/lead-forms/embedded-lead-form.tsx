import { pageHref } from '../../routes/href.ts'
import type { Dealership } from './dealerships.ts'
import type { EmbeddedFormSubject } from './embedded-form-subject.ts'
import { LeadForm, type LeadFormServerState } from './lead-form.tsx'
// Embedded forms load after the page's first screen anyway: their lease fields come with them,
// ready for the Worker's render and the browser's alike.
import './lease-fields.tsx'
import type { LeadKind } from './lead-kinds.ts'
import { useLanguage } from '../../locale/messages.ts'
import { useTradeInChoices } from '../trade-in/trade-in-choices.ts'

/**
 * The lead form as the CMS's `embedded-form` block places it on a content page (/contact,
 * /reserver-un-essai, /formulaires/…). The block passes the page path; to show the no-JavaScript
 * answer, its loader passes what worker/leads/form-state.ts `loadFormState` and the `demande`
 * query parameter say. The test-drive and contact forms also get what their link carried
 * (worker/leads/form-subject.ts): the "Modèle" field prefilled, or a lease offer to request.
 */
export function EmbeddedLeadForm(props: {
  kind: LeadKind
  locationSlug?: string
  /** The dealerships to choose from (the block's data: the stock API's locations). */
  dealerships: readonly Dealership[]
  pageUrl?: string
  serverState?: LeadFormServerState | null
  sent?: boolean
  subject?: EmbeddedFormSubject
}) {
  const kind = props.subject?.kind ?? props.kind
  const language = useLanguage()
  // The CMS may place a trade-in form (`trade_in`).
  const tradeInChoices = useTradeInChoices()
  return (
    <LeadForm
      kind={kind}
      formId={`formulaire-${kind}`}
      pageUrl={props.pageUrl ?? pageHref('contact', language)}
      locationSlug={props.locationSlug}
      serverState={props.serverState}
      sent={props.sent}
      subject={props.subject?.subject}
      subjectBox={props.subject?.subject !== undefined}
      vehicleChoice={props.subject?.vehicleChoice}
      lease={props.subject?.lease}
      notice={props.subject?.notices.join(' ') || undefined}
      tradeInChoices={tradeInChoices}
      dealerships={props.dealerships}
    />
  )
}

/** The lead kind of a CMS `embedded_form` block's form, or null for forms that are not leads. */
export function leadKindOfCmsForm(form: string): LeadKind | null {
  const kinds: Record<string, LeadKind> = {
    contact: 'contact',
    test_drive: 'test-drive',
    tyre_appointment: 'tyre-appointment',
    tyre_quote: 'tyre-offer',
    trade_in: 'trade-in',
    business_lease: 'contact',
    fleet: 'contact',
    bodywork_quote: 'contact',
  }
  return kinds[form] ?? null
}
