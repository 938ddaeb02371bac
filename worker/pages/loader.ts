import type { PageError } from '../../client/errors/error-types.ts'
import type { Language } from '../../client/locale/language.ts'
import type { PageDataMap } from '../../client/pages/page-data.ts'
import type { RouteParams } from '../../client/routes/match-route.ts'
import type { PageId, PageOfRoute, RouteId, RouteName } from '../../client/routes/route-table.ts'
import type { AppConfig } from '../env.ts'
import type { MetaInput } from '../seo/page-meta.ts'
import type { Services } from '../services.ts'

export interface LoaderContext {
  routeId: RouteId
  params: RouteParams
  url: URL
  /** The page path (without the `/__data` prefix of payload requests). */
  path: string
  /** The page's language, from its path (docs/decisions/0036). */
  language: Language
  config: AppConfig
  services: Services
  /** Background work that must finish after the response (cache refreshes). */
  waitUntil(promise: Promise<unknown>): void
}

export interface ErrorResult {
  kind: 'error'
  error: PageError
}

export interface RedirectResult {
  kind: 'redirect'
  location: string
}

/** What a loader answers: its page's data, an error page, or a redirect. */
export type LoaderResult<Data> =
  | {
      kind: 'page'
      data: Data
      meta: MetaInput
      cacheTags?: string[]
      /** When the page changes by itself (a timed block: epoch ms); no cache keeps it longer. */
      changesAt?: number
      /** 410: the page of something that existed and left (a sold vehicle); else 200. */
      status?: 410
    }
  | ErrorResult
  | RedirectResult

/** A loader whose page data is `Data`. */
export type DataLoader<Data> = (context: LoaderContext) => Promise<LoaderResult<Data>>

/** A loader of the routes that render page `P`: its data is that page's data. */
export type Loader<P extends PageId> = DataLoader<PageDataMap[P]>

/** One loader per route name, typed by the page its route renders. */
export type Loaders = { [N in RouteName]: Loader<PageOfRoute<N>> }

/** A page answer of a route: its data together with the id of the page that renders it. */
export type PageResult<P extends PageId = PageId> = {
  [K in P]: {
    kind: 'page'
    page: K
    data: PageDataMap[K]
    meta: MetaInput
    cacheTags?: string[]
    changesAt?: number
    status?: 410
  }
}[P]

/** What a route's loader answers, its page data paired with its page. */
export type RouteResult<P extends PageId = PageId> = PageResult<P> | ErrorResult | RedirectResult
