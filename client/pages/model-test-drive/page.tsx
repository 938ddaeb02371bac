import {
  LeadFormPage,
  type LeadFormPageData,
  prepareLeadFormPage,
} from '../../features/lead-forms/lead-form-page.tsx'
import type { PageProps } from '../page-props.ts'

export function Page({ data }: PageProps<LeadFormPageData>) {
  return <LeadFormPage data={data} />
}

export const prepare = prepareLeadFormPage
