-- Real e-mail (lib/mail): every message is stored here in the same transaction as the submission it
-- belongs to, then sent; a failed send is retried with growing delays, so a mail server outage never
-- loses a submission or its mails.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  recipient text NOT NULL,
  message jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- Double opt-in: a subscription row exists only once its address confirmed the signed link.
-- Rows from before this migration were never confirmed: they stay out of the export until they are.
ALTER TABLE subscriptions ADD COLUMN confirmed_at timestamptz;

-- Keys the server generates once and keeps (the signing key of confirmation links when FORMS_SECRET
-- is unset), so links keep working across restarts.
CREATE TABLE site_keys (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
