-- Local Storyblok-compatible content service (embedded default only; production reads Storyblok).
-- A story keeps its published JSON and its draft JSON side by side, as Storyblok does: `draft`
-- answers version=draft, `published` (NULL until first publication) answers version=published.

CREATE TABLE IF NOT EXISTS content_space (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  space_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  domain TEXT NOT NULL,
  -- Cache version: Unix seconds of the last publication; every published read is keyed by it.
  cv INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS content_stories (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  -- Storyblok full slug as stored: folder start pages end with '/', e.g. 'news/'.
  full_slug TEXT NOT NULL UNIQUE,
  is_folder INTEGER NOT NULL DEFAULT 0 CHECK (is_folder IN (0, 1)),
  position INTEGER NOT NULL DEFAULT 0,
  draft TEXT NOT NULL,
  published TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS content_stories_full_slug_folder ON content_stories (is_folder, full_slug);
