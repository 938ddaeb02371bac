import { type ComponentType, type JSX, Suspense, lazy, useState } from 'react'

/** A component whose code loads apart from the page's first load, and how to load it. */
export interface LazySlot<P> {
  Slot: (props: P & JSX.IntrinsicAttributes) => JSX.Element
  /**
   * Loads the code: awaited by a block's `prepare` for the Worker's render (a lazy component there
   * would stream an inline script, which the CSP forbids) and for a client navigation; on the
   * first hydration it only starts the download, alongside the page's.
   */
  preload: () => Promise<void>
}

/**
 * Part of a first screen that only acts after an interaction or a while (docs/decisions/0030):
 * the server renders it in full; the first hydration finds its code not loaded, so React keeps
 * the server's HTML inside the slot's Suspense boundary and hydrates it once the chunk arrives,
 * just after the page's own code. Nothing is shown differently; the code is out of the
 * first-load figure.
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
  const Lazy = lazy(async () => {
    await preload()
    if (!Loaded) throw new Error('a lazy slot did not load its component')
    return { default: Loaded }
  })
  function Slot(props: P & JSX.IntrinsicAttributes) {
    // Chosen once per mount: the element type never changes under a mounted tree (a switch from
    // the lazy wrapper to the loaded component would remount it and lose its state).
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return { Slot, preload }
}

/**
 * A `prepare` for a block or page with lazy slots: their code starts loading at once; the Worker's
 * render and a client navigation wait for it, the first hydration does not (it keeps the server's
 * HTML in the slots until the code arrives, and a failed download surfaces there).
 */
export function prepareSlots(
  { initial }: { initial: boolean },
  loading: Promise<unknown>
): Promise<unknown> | undefined {
  if (!initial) return loading
  loading.catch(() => undefined)
  return undefined
}
