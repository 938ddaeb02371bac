import { Link } from '../../../framework/router/link.tsx'
import type { Dealership } from './dealerships.ts'
import { LeadForm, type LeadFormServerState } from './lead-form.tsx'
import type { LeadKind } from './lead-kinds.ts'
import type { LeadSubject } from './lead-schema.ts'
import { loadLeaseFields } from './lease-fields-slot.tsx'
import type { LeaseFormContext } from './subject-fields.tsx'

/** What the loaders of the vehicle and model form pages give their page. */
export interface LeadFormPageData {
  kind: LeadKind
  formId: string
  pageUrl: string
  heading: string
  intro: string
  subject: LeadSubject
  /** The page of the vehicle or model the form is about: the way back to it. */
  back: { href: string; label: string }
  locationSlug?: string
  /** The dealerships the form offers: the stock API's locations (docs/decisions/0054). */
  dealerships: Dealership[]
  image?: { url: string; alt: string; width: number; height: number }
  /** A lease configuration carried from the vehicle's calculator. */
  lease?: LeaseFormContext
  serverState: LeadFormServerState | null
  sent: boolean
}

/**
 * The form pages' `prepare`: a form that carries a lease configuration needs the lease fields'
 * code before it renders (the Worker's render and the browser's hydration); other forms never
 * load it.
 */
export async function prepareLeadFormPage(data: LeadFormPageData): Promise<void> {
  if (data.lease) await loadLeaseFields()
}

/**
 * The layout shared by the vehicle and model form pages: the way back, what is asked about (a
 * card linking to it), then the form.
 */
export function LeadFormPage({ data }: { data: LeadFormPageData }) {
  return (
    <div className="container lead-form-page">
      <p className="lead-form-page__back">
        <Link href={data.back.href}>← {data.back.label}</Link>
      </p>
      <h1>{data.heading}</h1>
      <div className="lead-form-page__subject">
        <Link href={data.back.href} className="lead-form-page__card">
          {data.image && (
            <img src={data.image.url} alt="" width={data.image.width} height={data.image.height} />
          )}
          <span>
            <strong>{data.subject.title}</strong>
            {data.subject.price && <> — {data.subject.price}</>}
          </span>
        </Link>
        <p>{data.intro}</p>
      </div>
      <LeadForm
        kind={data.kind}
        formId={data.formId}
        pageUrl={data.pageUrl}
        subject={data.subject}
        locationSlug={data.locationSlug}
        dealerships={data.dealerships}
        lease={data.lease}
        serverState={data.serverState}
        sent={data.sent}
      />
    </div>
  )
}
