import type { PageMeta } from '../payload/payload.ts'

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector)
  if (!element) {
    element = create()
    document.head.appendChild(element)
  }
  apply(element)
}

/** Brings the document head in line with a page reached by client navigation. */
export function applyHead(meta: PageMeta): void {
  document.title = meta.title
  setMeta(
    'meta[name="description"]',
    () => Object.assign(document.createElement('meta'), { name: 'description' }),
    (el) => el.setAttribute('content', meta.description)
  )
  setMeta(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    (el) => el.setAttribute('href', meta.canonical)
  )
  // The hreflang alternates are the server's, for crawlers (which never navigate in the app): a
  // page reached by client navigation has none rather than those of the first page.
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove()
  const robots = document.head.querySelector('meta[name="robots"]')
  if (meta.noindex && !robots) {
    document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' })
    )
  } else if (!meta.noindex) {
    robots?.remove()
  }
}
