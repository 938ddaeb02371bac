/** Gives up on the booking tool's script after this long (a hung host must not leave a spinner). */
const LOAD_TIMEOUT_MS = 10_000

let pending: Promise<void> | null = null

/**
 * Adds the external booking tool's script once per tab. A failure (no network, host down,
 * blocked) rejects without logging and allows a later retry; the caller shows a fallback.
 */
export function loadBookingScript(url: string): Promise<void> {
  if (pending) return pending
  pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    const timer = window.setTimeout(() => fail(), LOAD_TIMEOUT_MS)
    function fail() {
      window.clearTimeout(timer)
      script.remove()
      pending = null
      reject(new Error('The appointment booking tool did not load'))
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer)
      resolve()
    })
    script.addEventListener('error', fail)
    document.head.appendChild(script)
  })
  return pending
}
