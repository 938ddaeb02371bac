import { useEffect } from 'react'
import { track } from '../../features/analytics/events.ts'
import {
  LeadFormPage,
  type LeadFormPageData,
  prepareLeadFormPage,
} from '../../features/lead-forms/lead-form-page.tsx'
import type { PageProps } from '../page-props.ts'

export function Page({ data }: PageProps<LeadFormPageData>) {
  const vehicleId = data.subject.id
  useEffect(() => {
    track('view_vehicle_interest', {
      vehicle: { id: vehicleId },
      form: { id: data.formId, kind: data.kind },
    })
  }, [vehicleId, data.formId, data.kind])
  return <LeadFormPage data={data} />
}

export const prepare = prepareLeadFormPage
