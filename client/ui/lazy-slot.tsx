import { type ComponentType, type JSX, lazy, Suspense } from 'react'

/**
 * A part of a block's first screen whose code loads on its own (a chunk off the first-load
 * budget): `Slot` renders it inside a Suspense boundary of its own, so the server's HTML and the
 * browser's tree match whether or not the code had loaded. Loaded, it renders at once; not yet
 * loaded during hydration, React keeps the server's HTML in place until it is. `preload` is for
 * the block's `prepare`: awaited for the Worker's render (a lazy component there would stream an
 * inline script, which the CSP forbids) and for a client navigation; on the first hydration it
 * only starts the download, alongside the page's.
 *
 * The host must hand `Slot` the same element while the code may still be loading (memoized,
 * with stable callbacks): new props would make React give up the server's HTML for the empty
 * fallback until the code arrives.
 */
export function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = (): Promise<void> => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  const Lazy = lazy(async () => {
    await preload()
    if (!Loaded) throw new Error('a lazy slot did not load its component')
    return { default: Loaded }
  })
  function Slot(props: P & JSX.IntrinsicAttributes) {
    const Component = Loaded
    return (
      <Suspense fallback={null}>
        {Component ? <Component {...props} /> : <Lazy {...props} />}
      </Suspense>
    )
  }
  return { Slot, preload }
}
