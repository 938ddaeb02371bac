import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useRef } from 'react'
import { useRouter } from './router-context.ts'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** An in-app path, or null for other origins, downloads and special schemes. */
export function inAppPath(href: string, origin: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) {
    try {
      const url = new URL(href, origin)
      if (url.origin !== origin) return null
      return url.pathname + url.search + url.hash
    } catch {
      return null
    }
  }
  return href
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A link that navigates without a full reload, and preloads its page's payload when hovered or
 * when it scrolls into view. Without JavaScript it is a plain `<a href>`.
 */
export function Link({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  target,
  download,
  ...rest
}: LinkProps) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const managed = target === undefined && download === undefined

  useEffect(() => {
    const element = ref.current
    if (!managed || !element || typeof IntersectionObserver === 'undefined') return
    const path = inAppPath(href, window.location.origin)
    if (!path) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        router.preload(path, 'visible')
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [href, managed, router])

  return (
    <a
      ref={ref}
      href={href}
      target={target}
      download={download}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !managed || !isPlainLeftClick(event)) return
        const path = inAppPath(href, window.location.origin)
        if (!path) return
        event.preventDefault()
        router.navigate(path)
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        const path = managed ? inAppPath(href, window.location.origin) : null
        if (path) router.preload(path)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        const path = managed ? inAppPath(href, window.location.origin) : null
        if (path) router.preload(path)
      }}
      {...rest}
    />
  )
}
