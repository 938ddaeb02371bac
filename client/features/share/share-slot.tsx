import { useMemo } from 'react'
import { lazySlot } from '../../../framework/hydration/lazy-slot.tsx'

/**
 * The share row as a lazy slot (framework/hydration/lazy-slot.tsx): the server renders its links, the first
 * hydration keeps that HTML and fetches the row's code once the page has hydrated, so a page's
 * first-load JavaScript does not grow by it. A page showing it awaits
 * `prepareSlots(options, shareSlot)` in its `prepare`, and links its styles (`shareModulePath`).
 */
export const shareSlot = lazySlot(() =>
  import('./share-links.tsx').then((module) => module.ShareLinks)
)

/** The row's module, whose styles the document links from the first paint (styleModulePaths). */
export const shareModulePath = 'client/features/share/share-links.tsx'

/** The row in its slot, as one memoized element (new props would drop the server's HTML). */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const { Slot } = shareSlot
  return useMemo(() => <Slot url={url} title={title} />, [Slot, url, title])
}
