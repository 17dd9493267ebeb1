-- Each backup's outcome, scheduled or asked for (`npm run backup`): the Dashboard says when there is none, when the
-- last one failed, and when the last good one is over a day old. A few rows a day at most.
CREATE TABLE backup_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  ok boolean NOT NULL,
  -- The archive's name in BACKUP_DIR and its size, when it was written.
  file text,
  size_bytes bigint,
  error text
);
CREATE INDEX backup_runs_finished_idx ON backup_runs (finished_at DESC);
CREATE INDEX backup_runs_ok_finished_idx ON backup_runs (finished_at DESC) WHERE ok;
