-- Saved searches and followed vehicles, without an account (docs/decisions/0060, docs/privacy.md).
-- A row holds an e-mail address only while it is pending (at most PENDING_HOURS) or active: an
-- unsubscribed alert keeps its id and status (so its links still answer) and nothing else.
CREATE TABLE IF NOT EXISTS stock_alerts (
  id TEXT PRIMARY KEY,
  -- 'search': the stock overview's filters; 'vehicle': one vehicle followed for price drops.
  kind TEXT NOT NULL CHECK (kind IN ('search', 'vehicle')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  email TEXT,
  language TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('immediate', 'daily', 'weekly')),
  -- The canonical stock query string (search) or NULL.
  search TEXT,
  vehicle_id INTEGER,
  -- Ids of the vehicles the alert last saw (JSON array), or the followed vehicle's last price.
  seen TEXT,
  last_price INTEGER,
  -- For an unsubscribed row: when it was unsubscribed (the row is deleted UNSUBSCRIBED_DAYS later).
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  -- When the job next looks at the alert (per frequency).
  next_check_at TEXT,
  last_mailed_at TEXT,
  mails_sent INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS stock_alerts_due ON stock_alerts (status, next_check_at);
CREATE INDEX IF NOT EXISTS stock_alerts_pending ON stock_alerts (status, created_at);
-- One pending or active alert per address and subject: a second sign-up finds the first.
CREATE UNIQUE INDEX IF NOT EXISTS stock_alerts_subject ON stock_alerts (
  email, kind, COALESCE(search, ''), COALESCE(vehicle_id, 0)
) WHERE email IS NOT NULL;
