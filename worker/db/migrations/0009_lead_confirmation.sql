-- The visitor's confirmation e-mail (docs/decisions/0058): NULL until the consumer has dealt with
-- it; then 'sent', or 'refused' (the e-mail API refused the message for good). Once set, no
-- delivery of the lead sends it again, even past the e-mail API's 24-hour idempotency window.
ALTER TABLE leads ADD COLUMN confirmation TEXT;
ALTER TABLE leads ADD COLUMN confirmation_at TEXT;
