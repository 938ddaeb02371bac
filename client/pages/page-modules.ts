import type { ComponentType } from 'react'
import type { RouteParams } from '../routes/match-route.ts'
import type { PageId } from '../routes/route-table.ts'

export interface PageProps<Data = unknown> {
  data: Data
  params: RouteParams
}

export interface PageModule {
  Page: ComponentType<PageProps<never>>
}

// One chunk per page folder: the browser downloads only the page it shows.
const modules = import.meta.glob<PageModule>('./*/page.tsx')

/** The source path of a page module, as the build manifest names it. */
export function pageModulePath(page: PageId): string {
  return `client/pages/${page}/page.tsx`
}

export async function loadPage(page: PageId): Promise<PageModule> {
  const load = modules[`./${page}/page.tsx`]
  if (!load) throw new Error(`No page module for ${page}`)
  return load()
}
