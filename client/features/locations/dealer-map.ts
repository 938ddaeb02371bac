import type * as Leaflet from 'leaflet'
import { COUNTRY_ZOOM, DEALERSHIP_ZOOM, mapBounds, mapCentre } from './map-bounds.ts'
import './dealer-map.css'

/** A dealership on the map; the popup links to its page. */
export interface MapMarker {
  slug: string
  name: string
  street: string
  postcodeAndTown: string
  lat: number
  lng: number
  href: string
}

export interface MapTileSource {
  /** Leaflet URL template (`{z}/{x}/{y}`), or a single image for every tile. */
  url: string
  attribution: string
}

export interface DealerMapOptions {
  tiles: MapTileSource
  /** False while the tile host waits for the visitor's consent (it sets cookies). */
  showTiles: boolean
  /** In-app navigation for the popup links (a plain link without it). */
  navigate(href: string): void
  /** Called once when a tile fails: the markers stay usable, the page says so. */
  onTileError(): void
  /** The map's own words, in the page's language. */
  text: { open: string; zoomIn: string; zoomOut: string }
}

export interface DealerMap {
  setMarkers(markers: readonly MapMarker[]): void
  showTiles(): void
  destroy(): void
}

// A pin drawn in CSS colours: no image files to bundle, and it follows the design tokens.
const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/>' +
  '<circle cx="16" cy="15.5" r="5.5"/></svg>'

function popupContent(
  marker: MapMarker,
  navigate: (href: string) => void,
  open: string
): HTMLElement {
  // Built with DOM calls, never HTML strings: names and addresses are data.
  const root = document.createElement('div')
  root.className = 'dealer-map__popup'
  const title = document.createElement('strong')
  title.textContent = marker.name
  const address = document.createElement('span')
  address.textContent = `${marker.street}, ${marker.postcodeAndTown}`
  const link = document.createElement('a')
  link.href = marker.href
  link.textContent = open
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    navigate(marker.href)
  })
  root.appendChild(title)
  root.appendChild(address)
  root.appendChild(link)
  return root
}

/**
 * The dealership map: Leaflet bounded to Luxembourg, one keyboard-reachable marker per
 * dealership, French control labels. Leaflet is passed in by the caller, which loads it on
 * demand, so no page bundle ever contains it.
 */
export function createDealerMap(
  L: typeof Leaflet,
  element: HTMLElement,
  options: DealerMapOptions
): DealerMap {
  const bounds = L.latLngBounds(
    [mapBounds.south, mapBounds.west],
    [mapBounds.north, mapBounds.east]
  )
  const map = L.map(element, {
    center: [mapCentre.lat, mapCentre.lng],
    zoom: COUNTRY_ZOOM,
    minZoom: 8,
    maxZoom: 17,
    maxBounds: bounds.pad(0.25),
    maxBoundsViscosity: 0.8,
    // Scrolling the page must not zoom the map under the pointer.
    scrollWheelZoom: false,
    zoomControl: false,
  })
  L.control
    .zoom({ zoomInTitle: options.text.zoomIn, zoomOutTitle: options.text.zoomOut })
    .addTo(map)
  map.attributionControl.setPrefix(false)

  let tileLayer: Leaflet.TileLayer | null = null
  let tileErrorReported = false
  const addTiles = () => {
    if (tileLayer) return
    tileLayer = L.tileLayer(options.tiles.url, {
      attribution: options.tiles.attribution,
      // Only tiles over the country are requested, whatever the window size.
      bounds: bounds.pad(0.25),
    })
    tileLayer.on('tileerror', () => {
      if (tileErrorReported) return
      tileErrorReported = true
      options.onTileError()
    })
    tileLayer.addTo(map)
  }
  if (options.showTiles) addTiles()

  // Leaflet labels its popup close button in English.
  map.on('popupopen', (event) => {
    const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button')
    close?.setAttribute('aria-label', 'Fermer')
    close?.setAttribute('title', 'Fermer')
  })

  const layer = L.layerGroup().addTo(map)
  const icon = L.divIcon({
    className: 'dealer-map__marker',
    html: PIN_SVG,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -36],
  })

  return {
    setMarkers(markers) {
      layer.clearLayers()
      for (const marker of markers) {
        const leafletMarker = L.marker([marker.lat, marker.lng], {
          icon,
          title: marker.name,
          riseOnHover: true,
        })
          .bindPopup(popupContent(marker, options.navigate, options.text.open))
          .addTo(layer)
        const markerElement = leafletMarker.getElement()
        markerElement?.setAttribute('aria-label', `${marker.name}, ${marker.postcodeAndTown}`)
        markerElement?.setAttribute('data-location', marker.slug)
      }
      // Without animation: the view follows each keystroke of the search at once, and a visitor
      // who leaves the page mid-zoom does not meet Leaflet's error on a removed map
      // (Leaflet/Leaflet#9575: "Cannot read properties of undefined (reading '_leaflet_pos')").
      const still = { animate: false }
      if (markers.length === 1) {
        const [only] = markers
        if (only) map.setView([only.lat, only.lng], DEALERSHIP_ZOOM, still)
      } else if (markers.length > 1) {
        map.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), {
          padding: [40, 40],
          maxZoom: 12,
          ...still,
        })
      } else {
        map.setView([mapCentre.lat, mapCentre.lng], COUNTRY_ZOOM, still)
      }
    },
    showTiles: addTiles,
    destroy() {
      map.remove()
    },
  }
}
