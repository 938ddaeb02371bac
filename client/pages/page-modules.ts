import type { ComponentType } from 'react'
import type { PageId } from '../routes/route-table.ts'
import type { PageDataMap } from './page-data.ts'
import type { PageProps } from './page-props.ts'

/** The component of a page, typed by the data its route's loader gives it. */
export type PageComponent<P extends PageId> = ComponentType<PageProps<PageDataMap[P]>>

export interface PageModule<P extends PageId> {
  Page: PageComponent<P>
  /**
   * Loads code this page needs for its data (e.g. its blocks) before it renders. `initial` is
   * the browser's first hydration, where code for what is below the first screen may wait.
   */
  prepare?: (data: PageDataMap[P], options: { initial: boolean }) => Promise<void>
  /** Source paths of modules to preload for this data, as the build manifest names them. */
  modulePaths?: (data: PageDataMap[P]) => string[]
  /**
   * Source paths of modules whose code loads later (blocks that hydrate as they come into view)
   * but whose styles the server-rendered page needs from the first paint, or it would shift.
   */
  styleModulePaths?: (data: PageDataMap[P]) => string[]
}

// One chunk per page folder: the browser downloads only the page it shows. The table is typed
// by page id, so a page module whose component takes other data than its loader's is an error.
const modules: { [P in PageId]: () => Promise<PageModule<P>> } = {
  content: () => import('./content/page.tsx'),
  compare: () => import('./compare/page.tsx'),
  favorites: () => import('./favorites/page.tsx'),
  'vehicle-detail': () => import('./vehicle-detail/page.tsx'),
  'vehicle-interest': () => import('./vehicle-interest/page.tsx'),
  'vehicle-test-drive': () => import('./vehicle-test-drive/page.tsx'),
  'vehicle-lease-calculator': () => import('./vehicle-lease-calculator/page.tsx'),
  'brand-models': () => import('./brand-models/page.tsx'),
  'model-detail': () => import('./model-detail/page.tsx'),
  'model-contact': () => import('./model-contact/page.tsx'),
  'model-test-drive': () => import('./model-test-drive/page.tsx'),
  'location-detail': () => import('./location-detail/page.tsx'),
  'legal-notice': () => import('./legal-notice/page.tsx'),
}

/** The source path of a page module, as the build manifest names it. */
export function pageModulePath(page: PageId): string {
  return `client/pages/${page}/page.tsx`
}

export function loadPage<P extends PageId>(page: P): Promise<PageModule<P>> {
  return modules[page]()
}
