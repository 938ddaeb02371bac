import type { JobContent } from '../content-types/job/schema.ts'

/** An open position as the recruitment list shows it. */
export interface JobSummary {
  uid: string
  title: string
  url: string
  department: string
  contract: JobContent['contract']
  hours: JobContent['hours']
  /** Dealership name, when the position is tied to one. */
  location: string | null
  intro: string
}

/** Server data of the recruitment widget. */
export interface JobListData {
  jobs: JobSummary[]
}
