import { Suspense, lazy, useEffect, useState } from 'react'
import { whenHydrated } from '../../framework/hydration/when-hydrated.ts'
import { useRouter } from '../../framework/router/router-context.ts'
import type { Language } from '../locale/language.ts'
import { useLanguage } from '../locale/messages.ts'
import { href, pageHref } from '../routes/href.ts'
import { languagePrefix } from '../routes/route-table.ts'

// The selection store (and its state library) loads only on stock pages, after hydration.
const CompareBarMount = lazy(() =>
  import('../features/compare/compare-bar-mount.tsx').then((module) => ({
    default: module.CompareBarMount,
  }))
)

/** Stock pages (overview, vehicles, brand stock) of `language`, but not the compare page itself. */
export function isStockPage(location: string, language: Language): boolean {
  const path = location.split(/[?#]/)[0] ?? ''
  if (path === href('stock-compare', {}, language)) return false
  const stock = pageHref('stock', language)
  if (path === stock || path.startsWith(`${stock}/`)) return true
  // A brand's stock, `/{brand}/stock` (`/de/{brand}/stock`).
  const prefix = languagePrefix(language)
  return path.startsWith(`${prefix}/`) && /^\/[^/]+\/stock(\/|$)/.test(path.slice(prefix.length))
}

/**
 * Where the app shell places the compare bar. Renders nothing on the server, nor until the whole
 * page has hydrated: its code must not compete with hydration.
 */
export function CompareBarSlot() {
  const { location } = useRouter()
  const language = useLanguage()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => whenHydrated(() => setHydrated(true)), [])
  if (!hydrated || !isStockPage(location, language)) return null
  return (
    <Suspense fallback={null}>
      <CompareBarMount />
    </Suspense>
  )
}
