/**
 * The performance mark the app sets once the whole page has hydrated (`hydration-marker.tsx`):
 * what the browser fetched before it is what hydration waited for (scripts/size-browser.ts).
 */
export const HYDRATED_MARK = 'dealer:hydrated'
