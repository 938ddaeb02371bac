-- Lead delivery that someone watches, e-mail as a lead channel, privacy by default
-- (docs/decisions/0050, 0051).

-- The version of the consent text the visitor accepted (worker/leads/consent-version.ts), sent to
-- the CRM with the lead.
ALTER TABLE leads ADD COLUMN consent_version TEXT;
-- Where the lead went: 'crm' (the webhook) or 'mail' (the dealership's address).
ALTER TABLE leads ADD COLUMN channel TEXT;
-- The last answer of the channel that refused the lead: its HTTP status and a bounded excerpt of
-- its body (a 4xx is final: the lead is dead at once, and this says why).
ALTER TABLE leads ADD COLUMN answer_status INTEGER;
ALTER TABLE leads ADD COLUMN answer_excerpt TEXT;
-- Until when failures are retried (5xx, timeouts); past it the lead is dead. NULL: created_at
-- plus the delivery window. `npm run leads:resend` moves it forward.
ALTER TABLE leads ADD COLUMN retry_until TEXT;
-- When the retention job emptied the row's personal data (the payload), keeping the counts.
ALTER TABLE leads ADD COLUMN anonymised_at TEXT;
CREATE INDEX IF NOT EXISTS leads_by_forwarded ON leads (forwarded_at);

-- The embedded mail sink of the local demo (worker/local-services/mail/): every message the
-- Worker sent through the e-mail API (Resend's contract), deduplicated by Idempotency-Key as
-- Resend does. `npm run mails` lists them.
CREATE TABLE IF NOT EXISTS mail_sink_messages (
  idempotency_key TEXT PRIMARY KEY,
  id TEXT NOT NULL,
  sender TEXT NOT NULL,
  recipients TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT,
  html_body TEXT,
  headers TEXT NOT NULL DEFAULT '{}',
  reply_to TEXT,
  times_received INTEGER NOT NULL DEFAULT 1,
  first_received_at TEXT NOT NULL,
  last_received_at TEXT NOT NULL
);
