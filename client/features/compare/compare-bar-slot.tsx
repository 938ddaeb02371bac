import { Suspense, lazy, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useRouter } from '../../navigation/router-context.ts'
import { compareList, compareState } from './compare-store.ts'

// The bar's code is fetched only once a vehicle is selected: it costs nothing before.
const CompareBar = lazy(() =>
  import('./compare-bar.tsx').then((module) => ({ default: module.CompareBar }))
)

/** Stock pages (overview, vehicles, brand stock) but not the compare page itself. */
export function isStockPage(location: string): boolean {
  const path = location.split(/[?#]/)[0] ?? ''
  if (path === '/stock/comparer') return false
  return path === '/stock' || path.startsWith('/stock/') || /^\/[^/]+\/stock(\/|$)/.test(path)
}

/** Where the app shell places the compare bar. Renders nothing on the server. */
export function CompareBarSlot() {
  const { location } = useRouter()
  const { items, loaded } = useSnapshot(compareState)
  useEffect(() => compareList.load(), [])
  if (!loaded || items.length === 0 || !isStockPage(location)) return null
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  )
}
