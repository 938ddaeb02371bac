-- The embedded stock service's data (worker/local-services/stock/). Production reads the group's
-- stock API instead; these tables only back the local service that speaks the same contract.
-- Filtered columns are real columns (indexed); everything only displayed lives in JSON `data`.

CREATE TABLE IF NOT EXISTS brands (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  logo TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS models (
  brand TEXT NOT NULL REFERENCES brands (slug),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  cash_price_from INTEGER NOT NULL,
  lease_price_from INTEGER,
  -- tagline, description, body_styles, fuels, commercial, trims, image, gallery, downloads
  data TEXT NOT NULL,
  PRIMARY KEY (brand, slug)
);

CREATE TABLE IF NOT EXISTS locations (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  -- the wire location without stock_count (computed from vehicles)
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS vehicles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('available', 'reserved', 'sold')),
  category TEXT NOT NULL,
  brand TEXT NOT NULL,
  brand_name TEXT NOT NULL,
  model TEXT NOT NULL,
  model_name TEXT NOT NULL,
  trim TEXT NOT NULL,
  body_style TEXT NOT NULL,
  fuel TEXT NOT NULL,
  transmission TEXT NOT NULL,
  location TEXT NOT NULL,
  location_name TEXT NOT NULL,
  price INTEGER NOT NULL,
  price_before_discount INTEGER,
  lease_from INTEGER,
  mileage INTEGER NOT NULL,
  year INTEGER NOT NULL,
  power_hp INTEGER NOT NULL,
  weight_kg INTEGER NOT NULL,
  exterior_color TEXT NOT NULL,
  interior_color TEXT NOT NULL,
  vat_reportable INTEGER NOT NULL,
  driven_axles TEXT NOT NULL,
  emissions_class TEXT NOT NULL,
  interior_material TEXT NOT NULL,
  seats INTEGER NOT NULL,
  doors INTEGER NOT NULL,
  -- attributes only displayed: first_registration, kw, engine_cc, battery_kwh, consumption,
  -- co2, paint, description, equipment
  data TEXT NOT NULL
);

-- Every search filters on status (sold vehicles never show). The composite indexes serve the
-- brand/model facet and the three sorts; single-column ones let SQLite pick the most selective
-- filter when several are combined.
CREATE INDEX IF NOT EXISTS vehicles_status_brand_model ON vehicles (status, brand, model);
CREATE INDEX IF NOT EXISTS vehicles_status_price ON vehicles (status, price, id);
CREATE INDEX IF NOT EXISTS vehicles_status_mileage ON vehicles (status, mileage, id);
CREATE INDEX IF NOT EXISTS vehicles_status_year ON vehicles (status, year, id);
CREATE INDEX IF NOT EXISTS vehicles_fuel ON vehicles (fuel);
CREATE INDEX IF NOT EXISTS vehicles_body_style ON vehicles (body_style);
CREATE INDEX IF NOT EXISTS vehicles_category ON vehicles (category);
CREATE INDEX IF NOT EXISTS vehicles_location ON vehicles (location);
CREATE INDEX IF NOT EXISTS vehicles_transmission ON vehicles (transmission);
CREATE INDEX IF NOT EXISTS vehicles_power ON vehicles (power_hp);

CREATE TABLE IF NOT EXISTS vehicle_images (
  vehicle_id INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL,
  PRIMARY KEY (vehicle_id, position)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS lease_offers (
  slug TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('private', 'business')),
  position INTEGER NOT NULL,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  -- the generated offer (title, trim, configuration, terms, images…)
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lease_offers_type ON lease_offers (type, position);
