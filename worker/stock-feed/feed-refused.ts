/**
 * A feed refused as a whole (not JSON, a truncated file, missing columns, too many vehicles
 * would go): nothing is written, the run is recorded and alerted (docs/stock-feed.md).
 */
export class FeedRefused extends Error {
  override name = 'FeedRefused'
}
