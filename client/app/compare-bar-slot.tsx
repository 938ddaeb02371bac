import { Suspense, lazy, useEffect, useState } from 'react'
import { whenHydrated } from './hydration-marker.tsx'
import { useRouter } from '../navigation/router-context.ts'
import { href, pageHref } from '../routes/href.ts'

// The selection store (and its state library) loads only on stock pages, after hydration.
const CompareBarMount = lazy(() =>
  import('../features/compare/compare-bar-mount.tsx').then((module) => ({
    default: module.CompareBarMount,
  }))
)

/** Stock pages (overview, vehicles, brand stock) but not the compare page itself. */
export function isStockPage(location: string): boolean {
  const path = location.split(/[?#]/)[0] ?? ''
  if (path === href('stock-compare', {})) return false
  const stock = pageHref('stock')
  return path === stock || path.startsWith(`${stock}/`) || /^\/[^/]+\/stock(\/|$)/.test(path)
}

/**
 * Where the app shell places the compare bar. Renders nothing on the server, nor until the whole
 * page has hydrated: its code must not compete with hydration.
 */
export function CompareBarSlot() {
  const { location } = useRouter()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => whenHydrated(() => setHydrated(true)), [])
  if (!hydrated || !isStockPage(location)) return null
  return (
    <Suspense fallback={null}>
      <CompareBarMount />
    </Suspense>
  )
}
