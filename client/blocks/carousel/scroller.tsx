import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useMessages } from '../../locale/messages.ts'
import { carouselMessages } from '../../locale/messages/carousel.ts'
import { Icon } from '../../ui/icons.tsx'
import './scroller.css'

interface ScrollerProps {
  /** A unique id for the track (the block's `_uid`), referenced by the buttons. */
  id: string
  /** Accessible name of the scrolling region; without one, « Cartes » in the page's language. */
  label?: string
  items: { key: string; node: ReactNode }[]
  /** `cards`: several per view; `slides`: one per view with a "2 sur 5" status. */
  variant: 'cards' | 'slides'
  /** Advances every few seconds with a pause button; never when the visitor prefers less motion. */
  autoplay?: boolean
}

const AUTOPLAY_MS = 6000

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * A horizontal list with CSS scroll snapping. It works without JavaScript (swipe, shift+wheel,
 * arrow keys once focused); the previous/next buttons appear after hydration.
 */
export function Scroller({ id, label, items, variant, autoplay = false }: ScrollerProps) {
  const text = useMessages(carouselMessages).scroller
  const viewport = useRef<HTMLDivElement>(null)
  const trackId = `scroller-${id}`
  const [ready, setReady] = useState(false)
  const [edges, setEdges] = useState({ start: true, end: items.length <= 1 })
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [paused, setPaused] = useState(false)

  const measure = useCallback(() => {
    const element = viewport.current
    if (!element) return
    const max = element.scrollWidth - element.clientWidth
    // A few pixels of slack: snapping and sub-pixel widths rarely land exactly on 0 or max.
    setEdges({ start: element.scrollLeft <= 8, end: element.scrollLeft >= max - 8 })
    if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth))
  }, [])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    setReady(true)
    setPlaying(autoplay && !prefersReducedMotion())
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [autoplay, measure])

  const step = useCallback(
    (direction: 1 | -1, wrap = false) => {
      const element = viewport.current
      if (!element) return
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth'
      const max = element.scrollWidth - element.clientWidth
      if (wrap && direction === 1 && element.scrollLeft >= max - 8) {
        element.scrollTo({ left: 0, behavior })
        return
      }
      const distance = variant === 'slides' ? element.clientWidth : element.clientWidth * 0.85
      element.scrollBy({ left: direction * distance, behavior })
    },
    [variant]
  )

  useEffect(() => {
    if (!playing || paused) return
    const timer = window.setInterval(() => step(1, true), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [playing, paused, step])

  return (
    <div
      className={`scroller scroller--${variant}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={viewport}
        id={trackId}
        className="scroller__viewport"
        role="group"
        aria-label={label || text.cards}
        tabIndex={0}
      >
        <ul className="scroller__track">
          {items.map((item) => (
            <li key={item.key} className="scroller__item">
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      <div className="scroller__controls" hidden={!ready || items.length <= 1}>
        {variant === 'slides' && (
          <p className="scroller__status" aria-live={playing && !paused ? 'off' : 'polite'}>
            {Math.min(index + 1, items.length)} / {items.length}
          </p>
        )}
        {autoplay && (
          <button
            type="button"
            className="scroller__play"
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? text.pause : text.play}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-controls={trackId}
          aria-label={text.previous}
          disabled={edges.start}
          onClick={() => step(-1)}
        >
          <Icon name="arrow-left" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-controls={trackId}
          aria-label={text.next}
          disabled={edges.end}
          onClick={() => step(1)}
        >
          <Icon name="arrow-right" />
        </button>
      </div>
    </div>
  )
}
