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

-- One statement per facet (D1 refuses long compound SELECTs).
DELETE FROM vehicle_facet_counts;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'brand', brand, MAX(brand_name), COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'model', brand || '.' || model, MAX(model_name), COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'fuel', fuel, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'transmission', transmission, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'location', location, MAX(location_name), COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'body_style', body_style, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'category', category, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'exterior_color', exterior_color, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'interior_color', interior_color, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'driven_axles', driven_axles, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'emissions_class', emissions_class, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'interior_material', interior_material, NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'seats', CAST(seats AS TEXT), NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'doors', CAST(doors AS TEXT), NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;
INSERT INTO vehicle_facet_counts (facet, value, label, count)
  SELECT 'vat_reportable', CAST(vat_reportable AS TEXT), NULL, COUNT(*) FROM vehicles
  WHERE status != 'sold' GROUP BY 2;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_insert AFTER INSERT ON vehicles
BEGIN
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'brand', NEW.brand, NEW.brand_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'model', NEW.brand || '.' || NEW.model, NEW.model_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'fuel', NEW.fuel, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'transmission', NEW.transmission, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'location', NEW.location, NEW.location_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'body_style', NEW.body_style, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'category', NEW.category, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'exterior_color', NEW.exterior_color, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'interior_color', NEW.interior_color, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'driven_axles', NEW.driven_axles, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'emissions_class', NEW.emissions_class, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'interior_material', NEW.interior_material, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'seats', CAST(NEW.seats AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'doors', CAST(NEW.doors AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'vat_reportable', CAST(NEW.vat_reportable AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
END;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_delete AFTER DELETE ON vehicles
BEGIN
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'brand' AND value = OLD.brand;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'model' AND value = OLD.brand || '.' || OLD.model;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'fuel' AND value = OLD.fuel;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'transmission' AND value = OLD.transmission;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'location' AND value = OLD.location;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'body_style' AND value = OLD.body_style;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'category' AND value = OLD.category;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'exterior_color' AND value = OLD.exterior_color;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'interior_color' AND value = OLD.interior_color;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'driven_axles' AND value = OLD.driven_axles;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'emissions_class' AND value = OLD.emissions_class;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'interior_material' AND value = OLD.interior_material;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'seats' AND value = CAST(OLD.seats AS TEXT);
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'doors' AND value = CAST(OLD.doors AS TEXT);
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'vat_reportable' AND value = CAST(OLD.vat_reportable AS TEXT);
END;

CREATE TRIGGER IF NOT EXISTS vehicles_facet_counts_update AFTER UPDATE ON vehicles
BEGIN
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'brand' AND value = OLD.brand;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'model' AND value = OLD.brand || '.' || OLD.model;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'fuel' AND value = OLD.fuel;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'transmission' AND value = OLD.transmission;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'location' AND value = OLD.location;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'body_style' AND value = OLD.body_style;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'category' AND value = OLD.category;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'exterior_color' AND value = OLD.exterior_color;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'interior_color' AND value = OLD.interior_color;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'driven_axles' AND value = OLD.driven_axles;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'emissions_class' AND value = OLD.emissions_class;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'interior_material' AND value = OLD.interior_material;
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'seats' AND value = CAST(OLD.seats AS TEXT);
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'doors' AND value = CAST(OLD.doors AS TEXT);
  UPDATE vehicle_facet_counts SET count = count - 1
    WHERE OLD.status != 'sold' AND facet = 'vat_reportable' AND value = CAST(OLD.vat_reportable AS TEXT);
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'brand', NEW.brand, NEW.brand_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'model', NEW.brand || '.' || NEW.model, NEW.model_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'fuel', NEW.fuel, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'transmission', NEW.transmission, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'location', NEW.location, NEW.location_name, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'body_style', NEW.body_style, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'category', NEW.category, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'exterior_color', NEW.exterior_color, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'interior_color', NEW.interior_color, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'driven_axles', NEW.driven_axles, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'emissions_class', NEW.emissions_class, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'interior_material', NEW.interior_material, NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'seats', CAST(NEW.seats AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'doors', CAST(NEW.doors AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
  INSERT INTO vehicle_facet_counts (facet, value, label, count)
    SELECT 'vat_reportable', CAST(NEW.vat_reportable AS TEXT), NULL, 1 WHERE NEW.status != 'sold'
    ON CONFLICT (facet, value) DO UPDATE SET count = count + 1, label = excluded.label;
END;
