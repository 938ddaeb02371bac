import { type ComponentType, type JSX, Suspense, lazy, useEffect, useState } from 'react'
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
  preload: () => Promise<unknown>
  /**
   * Whether every mounted instance of the slot has hydrated (for event handlers): until then its
   * HTML is the server's, inert to scripts, and a form around it must let the browser submit
   * itself.
   */
  isLive: () => boolean
}

/** Slots mounted by a first hydration whose own hydration is still to come, over the page. */
let pendingOnPage = 0

/**
 * Part of a page that only acts after an interaction or a while (docs/decisions/0030): the server
 * renders it in full. The first hydration finds its code not loaded, so React keeps the server's
 * HTML inside the slot's Suspense boundary; the code starts to download once the page has
 * hydrated (`whenHydrated`), and React hydrates the slot when it arrives. Nothing is shown
 * differently; the code is out of what the page's hydration waits for, and the slot's forms keep
 * working as plain HTML forms meanwhile. `<html data-slots-pending>` and `isLive` say when the
 * slots are live.
 *
 * The host must hand `Slot` the same element while the code may still be loading (memoized,
 * with stable callbacks): new props would make React give up the server's HTML for the empty
 * fallback until the code arrives.
 */
export function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): LazySlot<P> {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  // This slot's instances mounted and not hydrated yet.
  let pending = 0
  const preload = () => (loading ??= load().then((component) => (Loaded = component)))
  const Lazy = lazy(async () => {
    // In the browser, not before the page has hydrated (the Worker's render never gets here but
    // for a slot it did not prepare, and must not wait).
    if (typeof window !== 'undefined') await new Promise<void>((resolve) => whenHydrated(resolve))
    return { default: await preload() }
  })
  /** `<html data-slots-pending="n">` while n slots are still the server's inert HTML. */
  const count = (change: number) => {
    pending += change
    pendingOnPage += change
    const root = document.documentElement
    if (pendingOnPage > 0) root.dataset.slotsPending = String(pendingOnPage)
    else delete root.dataset.slotsPending
  }

  function Slot(props: P & JSX.IntrinsicAttributes) {
    // Chosen once per mount: the element type never changes under a mounted tree (a switch from
    // the lazy wrapper to the loaded component would remount it and lose its state).
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    // Counted while mounted, uncounted by `SlotLive` while its boundary is hydrated: with the
    // code loaded both effects run in one commit; on a first hydration the boundary stays
    // dehydrated, and the slot pending, until the code has arrived.
    useEffect(() => {
      count(1)
      return () => count(-1)
    }, [])
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <SlotLive count={count} />
      </Suspense>
    )
  }
  return { Slot, preload, isLive: () => pending === 0 }
}

/** Inside the slot's boundary: its effect runs once the boundary has hydrated (no HTML of its own). */
function SlotLive({ count }: { count: (change: number) => void }) {
  useEffect(() => {
    count(-1)
    return () => count(1)
  }, [count])
  return null
}

/**
 * A `prepare` for a block or page with lazy slots: the Worker's render and a client navigation
 * wait for their code; the first hydration does not start it (each slot loads its own once the
 * page has hydrated, keeping the server's HTML until then; a failed download surfaces there).
 */
export function prepareSlots(
  { initial }: { initial: boolean },
  ...slots: { preload: () => Promise<unknown> }[]
): Promise<unknown> | undefined {
  if (initial) return undefined
  return Promise.all(slots.map((slot) => slot.preload()))
}
