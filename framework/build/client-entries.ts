/** The browser bundle's entries, shared by the build and the Worker tests' manifest. */
export const clientEntries = {
  /** What runs first: consent notice, analytics buffer; loads `app` after the first paint. */
  entry: 'client/entry-browser.tsx',
  /** The app (hydration, client navigation, features), imported by the entry: its code and
   * styles are part of every page's first load. */
  app: 'browser/start-app.tsx',
  /** A classic script for the document's head (see consent-gate.ts). */
  gate: 'client/features/consent/consent-gate.ts',
} as const
