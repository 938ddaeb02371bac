-- The stock importer (worker/local-services/stock/import/, docs/stock-feed.md): a group without a
-- stock API feeds the embedded service from a dealer export. Imported vehicles carry where they
-- came from and their reference there; a vehicle missing from the next feed of its source is kept
-- with status 'sold' and `sold_at` (the site answers "sold" from it); price changes are history.

ALTER TABLE vehicles ADD COLUMN feed_source TEXT;
ALTER TABLE vehicles ADD COLUMN feed_ref TEXT;
-- A digest of everything the feed said about the vehicle: an unchanged row is not written again.
ALTER TABLE vehicles ADD COLUMN feed_hash TEXT;
-- When the vehicle became sold (ISO 8601, UTC); NULL while on sale. Set by the importer (the
-- vehicle left its feed) and by anything else that marks a vehicle sold.
ALTER TABLE vehicles ADD COLUMN sold_at TEXT;
ALTER TABLE vehicles ADD COLUMN updated_at TEXT;

CREATE UNIQUE INDEX IF NOT EXISTS vehicles_feed_ref ON vehicles (feed_source, feed_ref)
  WHERE feed_ref IS NOT NULL;

CREATE TABLE IF NOT EXISTS vehicle_price_history (
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  changed_at TEXT NOT NULL,
  old_price INTEGER NOT NULL,
  new_price INTEGER NOT NULL,
  PRIMARY KEY (vehicle_id, changed_at)
) WITHOUT ROWID;

-- One row per import run, applied or refused, with its counts and the rows it skipped.
CREATE TABLE IF NOT EXISTS stock_imports (
  id INTEGER PRIMARY KEY,
  feed_source TEXT NOT NULL,
  started_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('applied', 'refused')),
  -- {"rows", "added", "changed", "price_changed", "sold", "unchanged", "skipped"}
  counts TEXT NOT NULL,
  -- the refusal reason and the skipped rows ({line, reason}), capped
  report TEXT NOT NULL
);
