import type { PageError } from '../../client/errors/error-types.ts'
import type { RouteParams } from '../../client/routes/match-route.ts'
import type { RouteId } from '../../client/routes/route-table.ts'
import type { AppConfig } from '../env.ts'
import type { MetaInput } from '../seo/page-meta.ts'
import type { Services } from '../services.ts'

export interface LoaderContext {
  routeId: RouteId
  params: RouteParams
  url: URL
  /** The page path (without the `/__data` prefix of payload requests). */
  path: string
  config: AppConfig
  services: Services
  /** Background work that must finish after the response (cache refreshes). */
  waitUntil(promise: Promise<unknown>): void
}

export type LoaderResult =
  | { kind: 'page'; data: unknown; meta: MetaInput; cacheTags?: string[] }
  | { kind: 'error'; error: PageError }
  | { kind: 'redirect'; location: string }

export type Loader = (context: LoaderContext) => Promise<LoaderResult>
