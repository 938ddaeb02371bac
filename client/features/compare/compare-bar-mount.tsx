import { Suspense, lazy, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { compareList, compareState } from './compare-store.ts'

// The bar's code is fetched only once a vehicle is selected: it costs nothing before.
const CompareBar = lazy(() =>
  import('./compare-bar.tsx').then((module) => ({ default: module.CompareBar }))
)

/** Loads the selection and shows the bar when it holds vehicles. */
export function CompareBarMount() {
  const { items, loaded } = useSnapshot(compareState)
  useEffect(() => compareList.load(), [])
  if (!loaded || items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  )
}
