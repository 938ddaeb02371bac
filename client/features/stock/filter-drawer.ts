import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** Below this width the filters are behind the "Filtrer" button; above, a sidebar (CSS too). */
export const DRAWER_MEDIA = '(max-width: 63.99rem)'

/**
 * The phone's filter drawer, progressively enhanced. Without JavaScript the "Filtrer" button is
 * a link to `#filtres`, and `:target` shows the filter panel in place (CSS). With JavaScript the
 * same panel opens in a modal `<dialog>` (`showModal`): the rest of the page is inert, so focus
 * stays inside; Escape closes it; focus returns to the button that opened it.
 */
export function useFilterDrawer() {
  // False on the server and while hydrating (the no-JavaScript HTML), true afterwards.
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false
  )
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement | null>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    document.documentElement.classList.add('has-modal-drawer')
    // Grown to a desktop window while open: the filters are a sidebar again.
    const media = window.matchMedia(DRAWER_MEDIA)
    const onMedia = () => {
      if (!media.matches) setOpen(false)
    }
    media.addEventListener('change', onMedia)
    return () => {
      media.removeEventListener('change', onMedia)
      document.documentElement.classList.remove('has-modal-drawer')
    }
  }, [open])

  const openDrawer = useCallback(() => setOpen(true), [])

  const closeDrawer = useCallback(() => {
    dialogRef.current?.close()
    setOpen(false)
  }, [])

  // After the dialog has closed and the panel is back in the page, the opener gets focus again.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) openerRef.current?.focus()
    wasOpen.current = open
  }, [open])

  return { enhanced, open, openDrawer, closeDrawer, dialogRef, openerRef }
}
