import { lazy, Suspense } from 'react'
import { type LeaseFieldsProps, loadedLeaseFields } from './lease-fields-loaded.ts'

let loading: Promise<void> | null = null

/**
 * Loads the lease fields (and the calculator's formula they show the monthly price with). A
 * page whose form carries a lease configuration calls it in its `prepare`, so that neither the
 * Worker's render nor the browser's hydration waits for it.
 */
export function loadLeaseFields(): Promise<void> {
  loading ??= import('./lease-fields.tsx').then(() => undefined)
  return loading
}

const LazyLeaseFields = lazy(async () => {
  await loadLeaseFields()
  const LeaseFields = loadedLeaseFields.Component
  if (!LeaseFields) throw new Error('lease-fields.tsx did not register its component')
  return { default: LeaseFields }
})

/**
 * The lease configuration's fields of a lead form. Always inside the same Suspense boundary, so
 * the server's HTML and the browser's tree match whether or not the code had loaded: rendered
 * at once when it has, otherwise the server's HTML stays in place until it has.
 *
 * Not a `lazySlot` (framework/hydration/lazy-slot.tsx): its page awaits it for the first hydration too,
 * since the fields' values live in the form's state and every keystroke gives them new props
 * (which a slot still waiting for its code answers by dropping the server's HTML); and the form
 * pages are at the first-load budget's edge (docs/performance.md).
 */
export function LeaseFieldsSlot(props: LeaseFieldsProps) {
  const Loaded = loadedLeaseFields.Component
  return (
    <Suspense fallback={null}>
      {Loaded ? <Loaded {...props} /> : <LazyLeaseFields {...props} />}
    </Suspense>
  )
}
