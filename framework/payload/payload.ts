import type { SiteFrame } from '../../client/domain/site-frame.ts'
import type { PageError } from '../../client/errors/error-types.ts'
import type { RouteParams } from '../../client/routes/match-route.ts'
import type { PageId, RouteId } from '../../client/routes/route-table.ts'
import type { PageDataMap } from '../../client/pages/page-data.ts'

/** A level of the breadcrumb trail; a level without a page of its own has no `href`. */
export interface Breadcrumb {
  label: string
  href?: string
}

/** The picture link previews show of a page (`og:image`): an absolute URL. */
export interface ShareImage {
  url: string
  width?: number
  height?: number
  alt?: string
}

/** What the head of a page says; also applied by the browser after a client navigation. */
export interface PageMeta {
  title: string
  description: string
  canonical: string
  noindex: boolean
  breadcrumbs: Breadcrumb[]
  /**
   * JSON-LD objects rendered as `application/ld+json` in the document's head; the payloads the
   * browser gets leave them out (an empty list): nothing there reads them.
   */
  structuredData: object[]
  /** An image to preload: the page's LCP candidate. */
  preloadImage?: string
  /** The picture of the page's link previews (`og:image`), sized for them. */
  shareImage?: ShareImage
  /** The dealership the page is about (a vehicle's): the sticky bar calls it, not the group. */
  contact?: { name: string; phone: string }
  /** The test-drive form of what the page is about (a vehicle, a model): the sticky bar's "Essai". */
  testDrive?: string
  /**
   * The same page in each other published language, where the language switch's links lead
   * (issue 18), in the order of LANGUAGES: the Worker finds them
   * (worker/seo/language-switch-target.ts), so the route matching it takes stays out of the
   * browser's first load (issue 14). Absent while no other language is published.
   */
  languageSwitch?: readonly string[]
}

/**
 * Everything a page needs, produced by the Worker's loader and sent to the browser as JSON:
 * inside the document on the first load, from `/__data/{path}` on client navigations. One type
 * per page id: `data` is the data of the page that `page` names.
 */
export type PagePayloadOf<P extends PageId = PageId> = {
  [K in P]: {
    kind: 'page'
    routeId: RouteId
    page: K
    params: RouteParams
    /** 410: the page of something that left (a sold vehicle, its similar ones shown instead). */
    status: 200 | 410
    meta: PageMeta
    data: PageDataMap[K]
    /** The page frame from the site-config story, when it differs from the built-in one. */
    frame?: SiteFrame
  }
}[P]

/** The payload of an error page (not found, unavailable...). */
export interface ErrorPayload {
  kind: 'error'
  routeId: RouteId | null
  status: PageError['status']
  error: PageError
  meta: PageMeta
  /** The page frame from the site-config story, when it differs from the built-in one. */
  frame?: SiteFrame
}

export type PagePayload = PagePayloadOf | ErrorPayload

/** What `/__data/{path}` answers: a page's payload, or where the page moved. */
export type DataResponse = PagePayload | { kind: 'redirect'; location: string }

/** The element id of the JSON payload script in the document. */
export const PAYLOAD_ELEMENT_ID = '__page_data'

/**
 * Where a page's payload is served for client navigation (`/__data/stock?fuel=diesel`): the one
 * definition both the browser and the Worker use.
 */
export const DATA_PREFIX = '/__data'

/** The URL of a path's payload for client navigation. */
export function payloadUrl(pathAndQuery: string): string {
  return `${DATA_PREFIX}${pathAndQuery === '/' ? '' : pathAndQuery.startsWith('/?') ? pathAndQuery.slice(1) : pathAndQuery}`
}

/**
 * The page path a payload URL's path asks for (`/__data/stock` → `/stock`, `/__data` → `/`), or
 * null for the path of anything else: the inverse of `payloadUrl`, for the Worker.
 */
export function payloadPagePath(pathname: string): string | null {
  if (pathname === DATA_PREFIX) return '/'
  return pathname.startsWith(`${DATA_PREFIX}/`) ? pathname.slice(DATA_PREFIX.length) : null
}
