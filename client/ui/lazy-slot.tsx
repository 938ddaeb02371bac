import {
  type ComponentType,
  type JSX,
  type RefObject,
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { whenHydrated } from './when-hydrated.ts'

/** A component whose code loads apart from the page's first load, and how to load it. */
export interface LazySlot<P> {
  Slot: (props: P & JSX.IntrinsicAttributes) => JSX.Element
  /**
   * Loads the code: awaited by a `prepare` for the Worker's render (a lazy component there would
   * stream an inline script, which the CSP forbids) and for a client navigation (see
   * `prepareSlots`). Not called on the first hydration: the slot loads its code itself once the
   * page has hydrated.
   */
  preload: () => Promise<void>
  /**
   * Whether every mounted instance of the slot has hydrated (false on the server and during the
   * page's hydration): until then its HTML is the server's, inert to scripts, and a form around it
   * must let the browser submit itself.
   */
  useLive: () => boolean
  /**
   * Hands the component over when its module is evaluated through a static import elsewhere (a
   * chunk that carries the code anyway): the slot then renders it without waiting.
   */
  provide: (component: ComponentType<P>) => void
}

/** Slots mounted by a first hydration whose own hydration is still to come, over the page. */
let pendingOnPage = 0

/** `<html data-slots-pending="n">` while n slots are still the server's inert HTML. */
function countPending(change: number): void {
  pendingOnPage += change
  const root = document.documentElement
  if (pendingOnPage > 0) root.dataset.slotsPending = String(pendingOnPage)
  else delete root.dataset.slotsPending
}

/** Hydration of the page, in the browser; nothing to wait for in the Worker. */
const pageHydration = (): Promise<void> =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => whenHydrated(() => resolve()))

/**
 * Part of a page that only acts after an interaction or a while (docs/decisions/0030): the server
 * renders it in full. The first hydration finds its code not loaded, so React keeps the server's
 * HTML inside the slot's Suspense boundary; the code starts to download once the page has
 * hydrated (`whenHydrated`), and React hydrates the slot when it arrives. Nothing is shown
 * differently; the code is out of what the page's hydration waits for, and the slot's forms keep
 * working as plain HTML forms meanwhile. `<html data-slots-pending>` and `useLive` say when the
 * slots are live.
 *
 * The host must hand `Slot` the same element while the code may still be loading (memoized,
 * with stable callbacks): new props would make React give up the server's HTML for the empty
 * fallback until the code arrives.
 */
export function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): LazySlot<P> {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component
    }))
  const provide = (component: ComponentType<P>) => {
    Loaded = component
    loading ??= Promise.resolve()
  }
  const Lazy = lazy(async () => {
    await pageHydration()
    await preload()
    if (!Loaded) throw new Error('a lazy slot did not load its component')
    return { default: Loaded }
  })

  // This slot's instances waiting for their hydration, and the hosts listening (`useLive`).
  let pending = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const setPending = (change: number) => {
    pending += change
    countPending(change)
    for (const listener of listeners) listener()
  }
  const useLive = () =>
    useSyncExternalStore(
      subscribe,
      () => pending === 0,
      () => false
    )

  function Slot(props: P & JSX.IntrinsicAttributes) {
    // Chosen once per mount: the element type never changes under a mounted tree (a switch from
    // the lazy wrapper to the loaded component would remount it and lose its state).
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    // Effects run children first: with the code loaded, the boundary's `SlotLive` has run by now
    // and nothing is counted; on a first hydration the boundary stays dehydrated and this counts
    // the slot as pending until its `SlotLive` runs.
    const stateRef = useRef<SlotState>('mounted')
    useEffect(() => {
      if (stateRef.current === 'live') return
      stateRef.current = 'pending'
      setPending(1)
      return () => {
        if (stateRef.current !== 'pending') return
        stateRef.current = 'mounted'
        setPending(-1)
      }
    }, [])
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <SlotLive stateRef={stateRef} setPending={setPending} />
      </Suspense>
    )
  }
  return { Slot, preload, useLive, provide }
}

/** Where a mounted slot is: counted as pending while it waits for its hydration. */
type SlotState = 'mounted' | 'pending' | 'live'

/** Inside the slot's boundary: its effect runs once the boundary has hydrated (no HTML of its own). */
function SlotLive({
  stateRef,
  setPending,
}: {
  stateRef: RefObject<SlotState>
  setPending: (change: number) => void
}) {
  useEffect(() => {
    if (stateRef.current === 'pending') setPending(-1)
    stateRef.current = 'live'
  }, [stateRef, setPending])
  return null
}

/**
 * A `prepare` for a block or page with lazy slots: the Worker's render and a client navigation
 * wait for their code; the first hydration does not start it (each slot loads its own once the
 * page has hydrated, keeping the server's HTML until then; a failed download surfaces there).
 */
export function prepareSlots(
  { initial }: { initial: boolean },
  ...slots: { preload: () => Promise<void> }[]
): Promise<unknown> | undefined {
  if (initial) return undefined
  return Promise.all(slots.map((slot) => slot.preload()))
}
