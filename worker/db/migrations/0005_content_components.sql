-- Local Storyblok-compatible Management API (embedded default only), docs/decisions/0047: the
-- space's block library as `npm run cms:push` writes it, so stories written through the local
-- Management API are checked against the pushed component schemas as editors' are.

CREATE TABLE IF NOT EXISTS content_component_groups (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS content_components (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  -- The component in Storyblok's JSON (display_name, schema, is_root, component_group_uuid…).
  json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
