import { proxy, subscribe } from 'valtio'

/** What favourites and compare keep of a vehicle: enough to show it before it is fetched again. */
export interface SavedVehicle {
  id: number
  slug: string
  title: string
  image: string | null
  /** The purchase price when it was kept (favourites show a drop since, "Prix baissé"). */
  price?: number | null
}

export interface PersistedList {
  items: SavedVehicle[]
  /** False until the browser's saved list was read (the server and hydration see an empty one). */
  loaded: boolean
}

function parseSaved(text: string | null): SavedVehicle[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    // Anything another version of the site or a visitor's hand left behind is dropped, not trusted.
    return value.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return []
      const { id, slug, title, image, price } = item as Record<string, unknown>
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return []
      if (typeof slug !== 'string' || typeof title !== 'string') return []
      const kept = typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null
      return [{ id, slug, title, image: typeof image === 'string' ? image : null, price: kept }]
    })
  } catch {
    return []
  }
}

/**
 * A list of vehicles in a valtio proxy, saved in localStorage under `key` and kept in step with
 * other tabs through the `storage` event. Nothing touches storage before `load()` is called from
 * an effect, so server HTML and the first client render agree.
 */
export function createPersistedList(key: string) {
  const state = proxy<PersistedList>({ items: [], loaded: false })
  let written = ''

  function load(): void {
    if (state.loaded || typeof window === 'undefined') return
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(key)
    } catch {
      // Storage can be disabled (privacy settings): the list then lives for this page only.
    }
    state.items = parseSaved(stored)
    written = JSON.stringify(state.items)
    state.loaded = true
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return
      written = event.newValue ?? '[]'
      state.items = parseSaved(event.newValue)
    })
    subscribe(state, () => {
      const text = JSON.stringify(state.items)
      if (text === written) return
      written = text
      try {
        window.localStorage.setItem(key, text)
      } catch {
        // Quota or disabled storage: the selection still works until the tab closes.
      }
    })
  }

  return { state, load }
}

/** The saved form of a vehicle card's data. */
export function toSavedVehicle(vehicle: {
  id: number
  slug: string
  title: string
  images?: readonly { url: string }[]
  price?: { purchase: { amount: number } }
}): SavedVehicle {
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicle.title,
    image: vehicle.images?.[0]?.url ?? null,
    price: vehicle.price?.purchase.amount ?? null,
  }
}
