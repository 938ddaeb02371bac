import type { PageProps } from '../page-modules.ts'

export interface ContentPageData {
  heading: string
  lead: string
}

/** A content page by slug (the catch-all route). */
export function Page({ data }: PageProps<ContentPageData>) {
  return (
    <section className="page-intro container">
      <h1>{data.heading}</h1>
      <p>{data.lead}</p>
    </section>
  )
}
