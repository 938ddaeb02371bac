import type { RouteParams } from '../routes/match-route.ts'

/** What a page component receives: its loader's data and the route's parameters. */
export interface PageProps<Data> {
  data: Data
  params: RouteParams
}
