-- The stock search at scale (issue 27: 50k vehicles within 3x of 1k; ADR 0057,
-- worker/local-services/stock/search-sql.ts and facets.ts).

-- A covering index of every column a search filters, counts, ranges or sorts on, led by status
-- and brand: counts, facets and ranges read its small entries instead of the table's rows and
-- their JSON `data`, and a brand filter seeks. The search names it (`INDEXED BY`).
CREATE INDEX IF NOT EXISTS vehicles_search ON vehicles (
  status, brand, model, fuel, transmission, location, body_style, category, exterior_color,
  interior_color, driven_axles, emissions_class, interior_material, seats, doors, vat_reportable,
  price, mileage, year, power_hp, weight_kg, brand_name, model_name, location_name
);

-- The two ranges without a (status, column) index yet: a range over the whole stock is read
-- from an index's ends.
CREATE INDEX IF NOT EXISTS vehicles_status_power ON vehicles (status, power_hp);
CREATE INDEX IF NOT EXISTS vehicles_status_weight ON vehicles (status, weight_kg);

-- Every facet's counts over the whole stock on sale, kept by the triggers below whatever writes
-- the vehicles (the seed, the importer, a hand edit): the facets a search leaves unfiltered by
-- the other filters (the whole stock, a filter's own facet) are read here, not counted again.
CREATE TABLE IF NOT EXISTS vehicle_facet_counts (
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  label TEXT,
  count INTEGER NOT NULL,
  PRIMARY KEY (facet, value)
) WITHOUT ROWID;

DELETE FROM vehicle_facet_counts;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
SELECT 'brand', brand, MAX(brand_name), COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'model', brand || '.' || model, MAX(model_name), COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'fuel', fuel, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'transmission', transmission, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'location', location, MAX(location_name), COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'body_style', body_style, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'category', category, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'exterior_color', exterior_color, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'interior_color', interior_color, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'driven_axles', driven_axles, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'emissions_class', emissions_class, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'interior_material', interior_material, NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'seats', CAST(seats AS TEXT), NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'doors', CAST(doors AS TEXT), NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2
UNION ALL
SELECT 'vat_reportable', CAST(vat_reportable AS TEXT), NULL, COUNT(*) FROM vehicles WHERE status != 'sold' GROUP BY 2;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_insert AFTER INSERT ON vehicles
BEGIN
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT facet, value, label, 1 FROM (
      SELECT 'brand' AS facet, NEW.brand AS value, NEW.brand_name AS label
      UNION ALL SELECT 'model', NEW.brand || '.' || NEW.model, NEW.model_name
      UNION ALL SELECT 'fuel', NEW.fuel, NULL
      UNION ALL SELECT 'transmission', NEW.transmission, NULL
      UNION ALL SELECT 'location', NEW.location, NEW.location_name
      UNION ALL SELECT 'body_style', NEW.body_style, NULL
      UNION ALL SELECT 'category', NEW.category, NULL
      UNION ALL SELECT 'exterior_color', NEW.exterior_color, NULL
      UNION ALL SELECT 'interior_color', NEW.interior_color, NULL
      UNION ALL SELECT 'driven_axles', NEW.driven_axles, NULL
      UNION ALL SELECT 'emissions_class', NEW.emissions_class, NULL
      UNION ALL SELECT 'interior_material', NEW.interior_material, NULL
      UNION ALL SELECT 'seats', CAST(NEW.seats AS TEXT), NULL
      UNION ALL SELECT 'doors', CAST(NEW.doors AS TEXT), NULL
      UNION ALL SELECT 'vat_reportable', CAST(NEW.vat_reportable AS TEXT), NULL
    ) WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
END;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_delete AFTER DELETE ON vehicles
BEGIN
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND (facet, value) IN (
      SELECT 'brand', OLD.brand
      UNION ALL SELECT 'model', OLD.brand || '.' || OLD.model
      UNION ALL SELECT 'fuel', OLD.fuel
      UNION ALL SELECT 'transmission', OLD.transmission
      UNION ALL SELECT 'location', OLD.location
      UNION ALL SELECT 'body_style', OLD.body_style
      UNION ALL SELECT 'category', OLD.category
      UNION ALL SELECT 'exterior_color', OLD.exterior_color
      UNION ALL SELECT 'interior_color', OLD.interior_color
      UNION ALL SELECT 'driven_axles', OLD.driven_axles
      UNION ALL SELECT 'emissions_class', OLD.emissions_class
      UNION ALL SELECT 'interior_material', OLD.interior_material
      UNION ALL SELECT 'seats', CAST(OLD.seats AS TEXT)
      UNION ALL SELECT 'doors', CAST(OLD.doors AS TEXT)
      UNION ALL SELECT 'vat_reportable', CAST(OLD.vat_reportable AS TEXT)
    );
END;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_update AFTER UPDATE ON vehicles
BEGIN
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND (facet, value) IN (
      SELECT 'brand', OLD.brand
      UNION ALL SELECT 'model', OLD.brand || '.' || OLD.model
      UNION ALL SELECT 'fuel', OLD.fuel
      UNION ALL SELECT 'transmission', OLD.transmission
      UNION ALL SELECT 'location', OLD.location
      UNION ALL SELECT 'body_style', OLD.body_style
      UNION ALL SELECT 'category', OLD.category
      UNION ALL SELECT 'exterior_color', OLD.exterior_color
      UNION ALL SELECT 'interior_color', OLD.interior_color
      UNION ALL SELECT 'driven_axles', OLD.driven_axles
      UNION ALL SELECT 'emissions_class', OLD.emissions_class
      UNION ALL SELECT 'interior_material', OLD.interior_material
      UNION ALL SELECT 'seats', CAST(OLD.seats AS TEXT)
      UNION ALL SELECT 'doors', CAST(OLD.doors AS TEXT)
      UNION ALL SELECT 'vat_reportable', CAST(OLD.vat_reportable AS TEXT)
    );
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT facet, value, label, 1 FROM (
      SELECT 'brand' AS facet, NEW.brand AS value, NEW.brand_name AS label
      UNION ALL SELECT 'model', NEW.brand || '.' || NEW.model, NEW.model_name
      UNION ALL SELECT 'fuel', NEW.fuel, NULL
      UNION ALL SELECT 'transmission', NEW.transmission, NULL
      UNION ALL SELECT 'location', NEW.location, NEW.location_name
      UNION ALL SELECT 'body_style', NEW.body_style, NULL
      UNION ALL SELECT 'category', NEW.category, NULL
      UNION ALL SELECT 'exterior_color', NEW.exterior_color, NULL
      UNION ALL SELECT 'interior_color', NEW.interior_color, NULL
      UNION ALL SELECT 'driven_axles', NEW.driven_axles, NULL
      UNION ALL SELECT 'emissions_class', NEW.emissions_class, NULL
      UNION ALL SELECT 'interior_material', NEW.interior_material, NULL
      UNION ALL SELECT 'seats', CAST(NEW.seats AS TEXT), NULL
      UNION ALL SELECT 'doors', CAST(NEW.doors AS TEXT), NULL
      UNION ALL SELECT 'vat_reportable', CAST(NEW.vat_reportable AS TEXT), NULL
    ) WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
END;
