/**
 * The share row of a content page (a news article, a lease offer): not a block editors place, but
 * one the content loader adds to the body after validation (worker/blocks/content-share-row.ts),
 * so that it renders, and hydrates as it comes into view, like the body's other blocks: its code
 * stays out of the page's first load (docs/decisions/0067).
 */
export const SHARE_ROW_BLOCK = 'share_links'

/** The row's `_uid`, by which its data is found (one row per page). */
export const SHARE_ROW_UID = 'share-links'

export interface ShareRowData {
  /** The page's absolute address (its canonical URL). */
  url: string
  /** What the page is about, as a shared message names it. */
  title: string
}
