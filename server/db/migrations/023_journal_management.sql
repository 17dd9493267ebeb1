-- Journal Management: where each field's value came from, and DOAJ imports run as jobs whose state any node reads.

-- Per field (the admin form's names), who set its value and when: {"title": {"source": "doaj", "at": "..."}}.
-- An import leaves a field staff set as it is.
ALTER TABLE journals ADD COLUMN sources jsonb NOT NULL DEFAULT '{}';

-- The staff list's search (part of a title, ISSN or publisher) and its default order.
CREATE INDEX journals_title_trgm_idx ON journals USING gin (title gin_trgm_ops);
CREATE INDEX journals_title_order_idx ON journals (title, id);
CREATE INDEX journals_no_impact_factor_idx ON journals (title, id) WHERE impact_factor IS NULL;

-- One upload of DOAJ's CSV: a dry run or an apply, queued until a node claims it, with its progress and result.
CREATE TABLE journal_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dry_run boolean NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  file_name text NOT NULL,
  file_bytes bigint NOT NULL CHECK (file_bytes >= 0),
  -- The staff member's name is copied, so the history reads right after a rename or an anonymising delete.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_by_role text NOT NULL,
  created_from text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  -- Moved on by every batch; a running import whose node stopped moving it is given up (see import-jobs.ts).
  heartbeat_at timestamptz,
  finished_at timestamptz,
  -- How much of the file the job has read: the progress bar's measure, as the rows are not counted in advance.
  bytes_read bigint NOT NULL DEFAULT 0,
  rows_read int NOT NULL DEFAULT 0,
  added int NOT NULL DEFAULT 0,
  updated int NOT NULL DEFAULT 0,
  skipped int NOT NULL DEFAULT 0,
  bad_rows jsonb NOT NULL DEFAULT '[]',
  -- What was (or would be) added and changed field by field, staff values kept, and journals DOAJ no longer lists.
  changes jsonb,
  error text
);
CREATE INDEX journal_imports_open_idx ON journal_imports (id) WHERE status IN ('queued', 'running');

-- The uploaded file, in pieces, until its import ends: whichever node claims the import reads it from here.
CREATE TABLE journal_import_chunks (
  import_id bigint NOT NULL REFERENCES journal_imports (id) ON DELETE CASCADE,
  seq int NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (import_id, seq)
);
