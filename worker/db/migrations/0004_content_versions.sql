-- Local Storyblok-compatible content service (embedded default only), docs/decisions/0027.
-- Published versions per cache version (`cv`), so a request naming an older cv gets the content
-- as it was published then, as it does from Storyblok's CDN; datasources for cdn/datasources and
-- cdn/datasource_entries.

-- One row per publication (or unpublication: `published` NULL) of a story or folder, at the cv
-- the space had right after it; before its first one, what was published until then is kept at
-- cv 0. A story without rows (seeded, never published since) is the same at every cv.
CREATE TABLE IF NOT EXISTS content_versions (
  story_id INTEGER NOT NULL,
  cv INTEGER NOT NULL,
  full_slug TEXT NOT NULL,
  is_folder INTEGER NOT NULL DEFAULT 0 CHECK (is_folder IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  published TEXT,
  PRIMARY KEY (story_id, cv)
);

CREATE INDEX IF NOT EXISTS content_versions_cv ON content_versions (cv, story_id);

CREATE TABLE IF NOT EXISTS content_datasources (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  -- JSON array of Storyblok dimension objects ({ id, name, entry_value, ... }).
  dimensions TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS content_datasource_entries (
  id INTEGER PRIMARY KEY,
  datasource_id INTEGER NOT NULL REFERENCES content_datasources (id),
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  -- JSON object: dimension entry_value → the entry's value in that dimension.
  dimension_values TEXT NOT NULL DEFAULT '{}'
);

CREATE INDEX IF NOT EXISTS content_datasource_entries_source
  ON content_datasource_entries (datasource_id, position, id);
