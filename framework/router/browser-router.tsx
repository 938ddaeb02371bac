import {
  type ComponentType,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { DataResponse } from '../payload/payload.ts'
import { prepareError, preparePage, type Shown } from './prepare-page.ts'
import { afterLoadWhenIdle, createIdleQueue } from '../hydration/idle.ts'
import { whenHydrated } from '../hydration/when-hydrated.ts'
import type * as NavigationSteps from './navigation-steps.ts'
import { languageOfPath, languageOfRouteId } from '../../client/routes/route-table.ts'
import { type RouterApi, RouterContext } from './router-context.ts'
import { isNewVersionAvailable, reloadWithGuard } from './version-check.ts'

type Outcome = Shown | { redirect: string }

interface Entry {
  at: number
  promise: Promise<DataResponse>
}

/** A preloaded payload is reused for a minute; after that the visitor gets fresh data. */
const PRELOAD_TTL_MS = 60_000

function pathOf(url: URL): string {
  return url.pathname + url.search
}

type Steps = typeof NavigationSteps
/** Set once the navigation steps' code has arrived: a page is only shown after that. */
let steps: Steps | undefined
let stepsLoading: Promise<Steps> | undefined
let arrived: (loaded: Steps) => void = () => undefined
const stepsArrived = new Promise<Steps>((resolve) => (arrived = resolve))

/**
 * Links in view whose payloads a page preloads when idle, at most: the first screen's cards and
 * the header's main entries, not every link of a long page (a vehicle page has dozens).
 */
const VISIBLE_PRELOADS_PER_PAGE = 6

/** The visitor's browser asks sites to save data (Chromium's Save-Data, `navigator.connection`). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/** The code of a client navigation, loaded once, on first use or when idle after hydration. */
function loadSteps(): Promise<Steps> {
  stepsLoading ??= import('./navigation-steps.ts').then((loaded) => {
    steps = loaded
    arrived(loaded)
    return loaded
  })
  return stepsLoading
}

/** A payload made ready to show: its page's code (and its blocks' code) loaded. */
async function outcomeOf(data: DataResponse): Promise<Outcome> {
  if (data.kind === 'redirect') return { redirect: data.location }
  return data.kind === 'page' ? preparePage(data) : prepareError(data)
}

/**
 * The browser's router: client navigation, preloading, scroll and head updates. `App` is the
 * app's frame around every page (the framework imports no app code: framework/README.md).
 */
export function BrowserRouter({ initial, App }: { initial: Shown; App: ComponentType<Shown> }) {
  const [state, setState] = useState<Shown & { location: string }>(() => ({
    ...initial,
    location: window.location.pathname + window.location.search,
  }))
  // The language of this bundle's catalogues: a page of another language needs its own bundle.
  const [language] = useState(() => languageOfRouteId(initial.payload.routeId))
  const cache = useRef(new Map<string, Entry>())
  const pendingScroll = useRef<{ restoreKey?: string; hash: string } | null>(null)

  const idleQueue = useRef<ReturnType<typeof createIdleQueue>>(null)

  /** A path's payload, fetched once a minute at most. */
  const loadData = useCallback(
    (path: string, priority: RequestPriority = 'auto'): Promise<DataResponse> => {
      const hit = cache.current.get(path)
      if (hit && Date.now() - hit.at < PRELOAD_TTL_MS) return hit.promise
      const promise = loadSteps().then(({ fetchData }) => fetchData(path, priority))
      cache.current.set(path, { at: Date.now(), promise })
      promise.catch(() => cache.current.delete(path))
      return promise
    },
    []
  )
  const load = useCallback(
    (path: string): Promise<Outcome> => loadData(path).then(outcomeOf),
    [loadData]
  )

  // Called once a payload has been loaded, so with the steps' code in.
  const show = useCallback(
    (steps: Steps, path: string, hash: string, outcome: Shown, restoreKey?: string) => {
      pendingScroll.current = { hash, ...(restoreKey ? { restoreKey } : {}) }
      // The links of the page being left are no longer the likely next pages.
      idleQueue.current?.clear()
      steps.applyHead(outcome.payload.meta)
      setState({ ...outcome, location: path })
    },
    []
  )

  const navigate = useCallback(
    function go(href: string, options?: { replace?: boolean }): void {
      const url = new URL(href, window.location.origin)
      if (isNewVersionAvailable() && reloadWithGuard(url.href)) return
      // Another language is another browser bundle (docs/decisions/0035, 0036): a full load.
      if (languageOfPath(url.pathname) !== language) return window.location.assign(url.href)
      const path = pathOf(url)
      // The page being left, before anything changes the history entry.
      const from = steps?.currentHistoryKey()
      if (path === window.location.pathname + window.location.search && url.hash) {
        window.history.pushState({ key: crypto.randomUUID() }, '', url.href)
        void loadSteps().then(({ applyScroll }) => applyScroll({ hash: url.hash }))
        return
      }
      Promise.all([load(path), loadSteps()])
        .then(([outcome, steps]) => {
          if ('redirect' in outcome) {
            go(outcome.redirect, { replace: true })
            return
          }
          steps.saveScrollPosition(from ?? steps.currentHistoryKey())
          const state = { key: crypto.randomUUID() }
          if (options?.replace) window.history.replaceState(state, '', url.href)
          else window.history.pushState(state, '', url.href)
          show(steps, path, url.hash, outcome)
        })
        // A failed payload or chunk: let the browser load the page itself.
        .catch(() => window.location.assign(url.href))
    },
    [language, load, show]
  )

  const preload = useCallback(
    (href: string, reason: 'intent' | 'visible' = 'intent') => {
      const path = pathOf(new URL(href, window.location.origin))
      if (reason === 'intent') {
        void load(path).catch(() => undefined)
        return
      }
      // A link that merely came into view: its payload only, once the page has hydrated and the
      // browser is idle; its page's code waits for a sign of intent (hover, focus, a tap), so a
      // phone does not fetch the code of every page the header and footer link to. Not at all
      // when the visitor asked the browser to save data, and only the first few links per page.
      if (savesData()) return
      idleQueue.current ??= createIdleQueue(
        (task) => whenHydrated(() => afterLoadWhenIdle(task)),
        VISIBLE_PRELOADS_PER_PAGE
      )
      idleQueue.current.add(() => loadData(path, 'low').catch(() => undefined))
    },
    [load, loadData]
  )

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    let stop: (() => void) | undefined
    let stopped = false
    // History and scroll bookkeeping as soon as the steps' code is in (the first navigation or
    // preload, or the hydrated page being idle), before any page it loads is shown. Until then no
    // entry of this app's own exists to come back to, and a navigation saves the position it
    // leaves itself.
    const listen = (steps: Steps) => {
      if (stopped) return
      let key = steps.currentHistoryKey()
      const onScroll = () => steps.saveScrollPosition(key)
      const onPop = () => {
        const restoreKey = steps.currentHistoryKey()
        key = restoreKey
        const path = window.location.pathname + window.location.search
        if (languageOfPath(window.location.pathname) !== language) return window.location.reload()
        load(path)
          .then((outcome) => {
            if ('redirect' in outcome) return window.location.assign(outcome.redirect)
            show(steps, path, window.location.hash, outcome, restoreKey)
          })
          .catch(() => window.location.reload())
      }
      const onPush = () => {
        key = steps.currentHistoryKey()
      }
      window.addEventListener('popstate', onPop)
      window.addEventListener('scrollend', onScroll)
      window.addEventListener('pagehide', onScroll)
      window.addEventListener('dealer:navigated', onPush)
      stop = () => {
        window.removeEventListener('popstate', onPop)
        window.removeEventListener('scrollend', onScroll)
        window.removeEventListener('pagehide', onScroll)
        window.removeEventListener('dealer:navigated', onPush)
      }
    }
    void stepsArrived.then(listen)
    whenHydrated(() => afterLoadWhenIdle(() => void loadSteps()))
    return () => {
      stopped = true
      stop?.()
    }
  }, [language, load, show])

  useLayoutEffect(() => {
    const scroll = pendingScroll.current
    if (!scroll) return
    pendingScroll.current = null
    steps?.applyScroll(scroll)
    document.getElementById('main')?.focus({ preventScroll: true })
    window.dispatchEvent(
      new CustomEvent('dealer:navigated', { detail: { location: state.location } })
    )
  }, [state])

  const api = useMemo<RouterApi>(
    () => ({ navigate, preload, location: state.location }),
    [navigate, preload, state.location]
  )

  return (
    <RouterContext value={api}>
      <App {...state} />
    </RouterContext>
  )
}
