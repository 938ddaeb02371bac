import { type PageComponent, loadPage } from '../pages/page-modules.ts'
import type { PageId } from '../routes/route-table.ts'
import type { PagePayloadOf } from './payload.ts'

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
