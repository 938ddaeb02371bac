-- The stock search's counts in memory (issue 27: 50k vehicles within 3x of 1k; ADR 0065,
-- worker/local-services/stock/search-index.ts).
--
-- The local stock service keeps the searched columns of every vehicle on sale in memory, once per
-- isolate, and counts facets there. Its copy is valid for one version of the stock: a random
-- generation (a fresh or recreated database never reuses one) and a counter the triggers below
-- raise with every write of a searched column, whatever writes it (the seed, the importer, the
-- webhook, a status change, a hand edit). Every search reads this row in the same batch as its
-- page, so a change is seen by the next search.
CREATE TABLE IF NOT EXISTS stock_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation TEXT NOT NULL,
  counter INTEGER NOT NULL
);
INSERT OR IGNORE INTO stock_version (id, generation, counter)
  VALUES (1, lower(hex(randomblob(8))), 0);

CREATE TRIGGER IF NOT EXISTS vehicles_version_insert AFTER INSERT ON vehicles
BEGIN
  UPDATE stock_version SET counter = counter + 1 WHERE id = 1;
END;

CREATE TRIGGER IF NOT EXISTS vehicles_version_delete AFTER DELETE ON vehicles
BEGIN
  UPDATE stock_version SET counter = counter + 1 WHERE id = 1;
END;

-- Only the columns the search reads: a change of description or images needs no new copy (the
-- page's rows are always read from the table).
CREATE TRIGGER IF NOT EXISTS vehicles_version_update AFTER UPDATE OF
  id, status, brand, brand_name, model, model_name, fuel, transmission, location, location_name,
  body_style, category, exterior_color, interior_color, driven_axles, emissions_class,
  interior_material, seats, doors, vat_reportable, price, mileage, year, power_hp, weight_kg
  ON vehicles
BEGIN
  UPDATE stock_version SET counter = counter + 1 WHERE id = 1;
END;

-- The whole-stock counts of migration 0008 and the two range indexes that served them are read by
-- nothing now: dropped, so a vehicle written costs one counter update instead of up to 30 upserts.
DROP TRIGGER IF EXISTS vehicles_facet_counts_insert;
DROP TRIGGER IF EXISTS vehicles_facet_counts_delete;
DROP TRIGGER IF EXISTS vehicles_facet_counts_update;
DROP TABLE IF EXISTS vehicle_facet_counts;
DROP INDEX IF EXISTS vehicles_status_power;
DROP INDEX IF EXISTS vehicles_status_weight;
