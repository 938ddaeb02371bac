import { showToast } from '../toasts/toast-store.ts'

/**
 * What the share buttons do, loaded on the first press (client/features/share/share-links.tsx):
 * the phone's share sheet, or the address copied to the clipboard, said in a toast (a polite live
 * region) so a screen reader hears it too.
 */

/** Opens the browser's share sheet; a visitor who closes it is no error. */
export async function shareNatively(data: { url: string; title: string }): Promise<void> {
  try {
    await navigator.share(data)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return
    throw error
  }
}

/** Copies the address, and says whether it worked. */
export async function copyLink(url: string, text: { copied: string; copyFailed: string }) {
  try {
    await navigator.clipboard.writeText(url)
    showToast(text.copied, 'success')
  } catch {
    showToast(text.copyFailed, 'error')
  }
}
