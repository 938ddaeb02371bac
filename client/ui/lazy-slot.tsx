import { type ComponentType, type JSX, Suspense, lazy, useState } from 'react'

/** A component whose code loads apart from the page's first load, and how to load it. */
export interface LazySlot<P> {
  Slot: (props: P) => JSX.Element
  /** Loads the code: the Worker's render and a client navigation need it before rendering. */
  preload: () => Promise<void>
}

/**
 * Part of a first screen that only acts after an interaction or a while (docs/decisions/0030):
 * the server renders it in full (its `prepare` has called `preload`); the first hydration finds
 * its code not loaded, so React keeps the server's HTML inside the Suspense boundary and
 * hydrates it once the chunk arrives, just after the page's own code. Nothing is shown
 * differently; the code is out of the first-load figure.
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
    return { default: Loaded as ComponentType<P> }
  })
  function Slot(props: P) {
    // Chosen once per mount, so the element type never changes under a mounted tree.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy)
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  return { Slot, preload }
}
