import { createContext, useContext } from 'react'

export interface RouterApi {
  /** Navigates inside the app; falls back to a full load when it cannot. */
  navigate(href: string, options?: { replace?: boolean }): void
  /**
   * Starts fetching a path's payload and page code ahead of a click: at once when the visitor
   * shows intent (hover, focus), when the page is idle for a link that merely came into view.
   */
  preload(href: string, reason?: 'intent' | 'visible'): void
  /** The current path and query. */
  location: string
}

/** On the server and before hydration, links are plain links. */
const inert: RouterApi = {
  navigate(href) {
    if (typeof window !== 'undefined') window.location.assign(href)
  },
  preload() {},
  location: '/',
}

export const RouterContext = createContext<RouterApi>(inert)

/** The router the server renders with: plain links, and the requested location (so that what
 * depends on it, like the current navigation item, matches in the browser). */
export function serverRouter(location: string): RouterApi {
  return { ...inert, location }
}

export function useRouter(): RouterApi {
  return useContext(RouterContext)
}
