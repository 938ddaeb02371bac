import { texts } from '#deployment/texts'
import { useEffect, useRef, useState } from 'react'
import { siteBasics } from '../../config/site-basics.ts'
import { onConsentChange, readConsent } from '../consent/consent-store.ts'
import { useRouter } from '../../../framework/router/router-context.ts'
import type { DealerMap, MapMarker, MapTileSource } from './dealer-map.ts'
import type { Language } from '../../locale/language.ts'
import { useHydrated } from './use-hydrated.ts'
import { messagesOf, useLanguage, useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'
import './location-map.css'

async function loadDealerMap() {
  // Leaflet (≈ 43 KB gzip) and its stylesheet are fetched only here, after hydration, on pages
  // that show a map: they are in no page's first load.
  const [leaflet, , dealerMap] = await Promise.all([
    import('leaflet'),
    import('leaflet/dist/leaflet.css'),
    import('./dealer-map.ts'),
  ])
  // Leaflet is a CommonJS module: the bundler hands it over as the default export.
  const L = leaflet.default ?? leaflet
  return { L, createDealerMap: dealerMap.createDealerMap }
}

function tilesAllowed(): boolean {
  return !siteBasics.mapTiles.setsCookies || readConsent()?.functional === true
}

/** The deployment's map background with its credit line in the page's language. */
export function mapTilesIn(language: Language): MapTileSource {
  return { ...siteBasics.mapTiles, attribution: messagesOf(texts, language).mapAttribution }
}

/**
 * A Leaflet map of the given dealerships. The server renders a box of the final size (no layout
 * shift) with a sentence for visitors without JavaScript; the map fills it after hydration.
 */
export function LocationMap({ markers, label }: { markers: readonly MapMarker[]; label: string }) {
  const text = useMessages(locationsMessages)
  // The map is built once; its words follow the page's language, which does not change under it.
  const mapText = useRef(text.map)
  const language = useRef(useLanguage())
  const hydrated = useHydrated()
  const container = useRef<HTMLElement>(null)
  const map = useRef<DealerMap | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [tileNotice, setTileNotice] = useState<'consent' | 'error' | null>(null)
  const router = useRouter()
  const navigate = useRef(router.navigate)
  const latest = useRef(markers)
  useEffect(() => {
    navigate.current = router.navigate
    latest.current = markers
  })

  useEffect(() => {
    let cancelled = false
    loadDealerMap()
      .then(({ L, createDealerMap }) => {
        if (cancelled || !container.current) return
        const showTiles = tilesAllowed()
        map.current = createDealerMap(L, container.current, {
          tiles: mapTilesIn(language.current),
          showTiles,
          navigate: (href) => navigate.current(href),
          onTileError: () => setTileNotice('error'),
          text: mapText.current,
        })
        if (!showTiles) setTileNotice('consent')
        setState('ready')
      })
      .catch(() => {
        if (!cancelled) setState('failed')
      })
    const unsubscribe = onConsentChange((consent) => {
      if (consent.functional && map.current) {
        map.current.showTiles()
        setTileNotice(null)
      }
    })
    return () => {
      cancelled = true
      unsubscribe()
      map.current?.destroy()
      map.current = null
    }
  }, [])

  const markerKey = markers.map((marker) => marker.slug).join(',')
  useEffect(() => {
    if (state === 'ready') map.current?.setMarkers(latest.current)
  }, [state, markerKey])

  const placeholder = !hydrated
    ? text.map.withJavaScript
    : state === 'loading'
      ? text.map.loading
      : state === 'failed'
        ? text.map.failed
        : null

  return (
    <div className="location-map" data-map-state={hydrated ? state : 'server'}>
      <section ref={container} className="location-map__canvas" aria-label={label} />
      {placeholder && <p className="location-map__placeholder">{placeholder}</p>}
      {tileNotice && (
        <p className="location-map__notice" role="status">
          {tileNotice === 'consent' ? text.map.tilesAfterConsent : text.map.tilesUnavailable}
        </p>
      )}
    </div>
  )
}
