-- Manuscript templates: files filed under an article kind, downloaded by members with the templates feature
-- (docs/decisions/0023-templates.md). The bytes live in the file storage under `stored_path`, which a new upload
-- never reuses; they are never listed in `files`, so the public /serve-file route does not serve them.

CREATE TABLE template_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN (
    'general-research-article',
    'research-in-vitro-and-in-vivo',
    'research-on-organoids',
    'research-on-integrating-publicly-available-database-and-experimental-validation',
    'mendelian-randomization-study',
    'review-article',
    'brief-communication',
    'letters-to-editor',
    'case-report',
    'case-series',
    'clinical-research',
    'systematic-reviews-and-meta-analysis'
  )),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  stored_path text NOT NULL UNIQUE,
  format text NOT NULL CHECK (format IN ('docx', 'tex', 'pdf')),
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The staff member who uploaded or last changed it; null for the starter templates.
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX template_files_kind_idx ON template_files (kind, name);
