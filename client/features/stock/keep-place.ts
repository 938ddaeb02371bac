import { useCallback, useEffect, useRef } from 'react'

interface Place {
  scrollY: number
  focusId: string | null
}

/**
 * Keeps the scroll position and the focused control across a client navigation that only
 * refines the current page (a filter, a sort). The router starts each new page at the top and
 * moves focus to `<main>`, which is right for a new page but would throw a keyboard user out of
 * the filter list after every tick. Call the returned function just before navigating.
 */
export function useKeepPlace(): () => void {
  const pending = useRef<Place | null>(null)

  useEffect(() => {
    // The router announces a shown page right after scrolling and focusing, before paint.
    const restore = () => {
      const place = pending.current
      pending.current = null
      if (!place) return
      window.scrollTo(0, place.scrollY)
      if (place.focusId) document.getElementById(place.focusId)?.focus({ preventScroll: true })
    }
    window.addEventListener('dealer:navigated', restore)
    return () => window.removeEventListener('dealer:navigated', restore)
  }, [])

  return useCallback(() => {
    const active = document.activeElement
    pending.current = {
      scrollY: window.scrollY,
      focusId: active instanceof HTMLElement && active.id ? active.id : null,
    }
  }, [])
}
