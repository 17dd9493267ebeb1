-- Rate-limit and lockout counters shared by every node. The key is a SHA-256 of the limit and its subject,
-- so no address or email is kept; a row whose window has passed starts again at 1 on its next hit.
CREATE TABLE rate_limit_counters (
  key bytea PRIMARY KEY,
  count int NOT NULL CHECK (count >= 0),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);

-- The device list in the person's settings names each session's browser.
ALTER TABLE sessions ADD COLUMN user_agent text;

-- The clean-up job deletes by these.
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at);
CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at);

-- Periodic jobs run once per cluster: a node runs a job only if it moves the job's last run forward,
-- which one row lock lets only one node do per period.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
