import { type PageComponent, loadPage } from '../../client/pages/page-modules.ts'
import type { PageId } from '../../client/routes/route-table.ts'
import type { ErrorPage } from '../../client/errors/error-page.tsx'
import type { ErrorPayload, PagePayloadOf } from '../payload/payload.ts'

/** A page's payload with the component that renders it: the compiler checks they agree. */
export type PageView<P extends PageId = PageId> = {
  [K in P]: { payload: PagePayloadOf<K>; Page: PageComponent<K> }
}[P]

/** Loads a page's module and whatever it needs for its data; pairs its component with them. */
export async function preparePage<P extends PageId>(
  payload: PagePayloadOf<P>,
  options: { initial: boolean } = { initial: false }
): Promise<PageView<P>> {
  const module = await loadPage<P>(payload.page)
  await module.prepare?.(payload.data, options)
  return { payload, Page: module.Page }
}

/** An error payload with the error page's component. */
export type ErrorView = { payload: ErrorPayload; Page: null; ErrorPage: typeof ErrorPage }

/** What the app shows: a page's payload with its component, or an error's with the error page. */
export type Shown = PageView | ErrorView

/** The error page's module, for the Worker's preloads of an error page's document. */
export const errorPageModulePath = 'client/errors/error-page.tsx'

/**
 * Loads the error page's code, which only an error needs: it is no part of the first load of the
 * pages that show none (docs/decisions/0030).
 */
export async function prepareError(payload: ErrorPayload): Promise<ErrorView> {
  const { ErrorPage } = await import('../../client/errors/error-page.tsx')
  return { payload, Page: null, ErrorPage }
}
