import type { ComponentType } from 'react'
import type { RouteParams } from '../routes/match-route.ts'
import type { PageId } from '../routes/route-table.ts'

export interface PageProps<Data = unknown> {
  data: Data
  params: RouteParams
}

export interface PageModule {
  Page: ComponentType<PageProps<never>>
  /**
   * Loads code this page needs for its data (e.g. its blocks) before it renders. `initial` is
   * the browser's first hydration, where code for what is below the first screen may wait.
   */
  prepare?: (data: never, options: { initial: boolean }) => Promise<void>
  /** Source paths of modules to preload for this data, as the build manifest names them. */
  modulePaths?: (data: never) => string[]
  /**
   * Source paths of modules whose code loads later (blocks that hydrate as they come into view)
   * but whose styles the server-rendered page needs from the first paint, or it would shift.
   */
  styleModulePaths?: (data: never) => string[]
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

/** Loads a page's module and whatever it needs for `data`; returns its component. */
export async function preparePage(
  page: PageId,
  data: unknown,
  options: { initial: boolean } = { initial: false }
): Promise<PageModule['Page']> {
  const module = await loadPage(page)
  await module.prepare?.(data as never, options)
  return module.Page
}
