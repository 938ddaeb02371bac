/**
 * The consent gate: a tiny classic script in the document's head, run before the body is painted.
 * It marks `<html data-consent>` with whether the visitor has already chosen, so the consent
 * notice the server renders into every page (cached HTML is the same for everyone) shows at first
 * paint to those who have not, and never flashes for those who have. Without JavaScript the mark
 * is missing and the notice stays hidden: nothing that needs consent can load then anyway.
 *
 * Built as its own entry without imports or exports (a classic script cannot have them), hence
 * the storage key and version repeated from consent-store.ts; a unit test keeps them in step.
 * Wrapped in a function so nothing leaks into the page's globals.
 */
void (function consentGate() {
  const STORAGE_KEY = 'consent'
  const CONSENT_VERSION = 1

  let decided = false
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')
    decided =
      typeof stored === 'object' &&
      stored !== null &&
      (stored as { version?: unknown }).version === CONSENT_VERSION
  } catch {
    // Storage blocked or garbage: the visitor is asked.
  }
  document.documentElement.dataset.consent = decided ? 'decided' : 'undecided'
})()

// A module for TypeScript (and the unit test's import); the build emits no export for it.
export {}
