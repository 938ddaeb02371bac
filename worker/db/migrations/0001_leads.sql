-- The leads outbox. A lead is written here before the visitor hears "sent", then forwarded to the
-- CRM by the queue consumer; the cron re-enqueues anything not forwarded in time.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  -- Chosen by the browser and kept until a 2xx: a retry or a double submit finds the same row.
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  location TEXT NOT NULL,
  -- received → forwarded; failed while the queue retries; dead once the queue gave up (the cron
  -- keeps trying); spam for honeypot hits, which are kept for review and never forwarded.
  status TEXT NOT NULL CHECK (status IN ('received', 'forwarded', 'failed', 'dead', 'spam')),
  -- JSON array of flags, e.g. ["turnstile_unverified"].
  flags TEXT NOT NULL DEFAULT '[]',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  enqueued_at TEXT,
  forwarded_at TEXT
);
CREATE INDEX IF NOT EXISTS leads_by_status ON leads (status, updated_at);

-- Leads accepted per client (a salted hash of the IP, never the IP) and time window.
CREATE TABLE IF NOT EXISTS lead_rate_limits (
  client_hash TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client_hash, window_start)
);

-- What a no-JavaScript form needs after a refused submit: its values and French errors, for a
-- few minutes, behind an unguessable token carried in the redirect URL.
CREATE TABLE IF NOT EXISTS lead_form_states (
  token TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The embedded CRM sink of the local demo: one row per lead it received (deduplicated by the
-- Idempotency-Key header, as a real CRM does), with how many times it was delivered.
CREATE TABLE IF NOT EXISTS crm_sink_deliveries (
  idempotency_key TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  signature TEXT NOT NULL CHECK (signature IN ('valid', 'unsigned')),
  times_received INTEGER NOT NULL DEFAULT 1,
  first_received_at TEXT NOT NULL,
  last_received_at TEXT NOT NULL
);
