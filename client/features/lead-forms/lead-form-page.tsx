import type { DealershipSlug } from './dealerships.ts'
import { LeadForm, type LeadFormServerState } from './lead-form.tsx'
import type { LeadKind } from './lead-kinds.ts'
import type { LeadSubject } from './lead-schema.ts'

/** What the loaders of the vehicle and model form pages give their page. */
export interface LeadFormPageData {
  kind: LeadKind
  formId: string
  pageUrl: string
  heading: string
  intro: string
  subject: LeadSubject
  locationSlug?: DealershipSlug
  image?: { url: string; alt: string; width: number; height: number }
  serverState: LeadFormServerState | null
  sent: boolean
}

/** The layout shared by the vehicle and model form pages: what is asked about, then the form. */
export function LeadFormPage({ data }: { data: LeadFormPageData }) {
  return (
    <div className="container lead-form-page">
      <h1>{data.heading}</h1>
      <div className="lead-form-page__subject">
        {data.image && (
          <img
            src={data.image.url}
            alt={data.image.alt}
            width={data.image.width}
            height={data.image.height}
          />
        )}
        <p>
          <strong>{data.subject.title}</strong>
          {data.subject.price && <> — {data.subject.price}</>}
        </p>
        <p>{data.intro}</p>
      </div>
      <LeadForm
        kind={data.kind}
        formId={data.formId}
        pageUrl={data.pageUrl}
        subject={data.subject}
        locationSlug={data.locationSlug}
        serverState={data.serverState}
        sent={data.sent}
      />
    </div>
  )
}
