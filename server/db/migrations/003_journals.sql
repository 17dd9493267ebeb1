-- Journal finder: the catalogue, its publishers and indexing services, and the version stamp that each
-- API node's in-memory search index watches (docs/decisions/0007-journal-search.md).

CREATE TABLE publishers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL
);

-- Scopus, PubMed/MEDLINE, DOAJ ...: rows rather than a fixed list, so staff can add one.
CREATE TABLE journal_indexes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE journals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (title <> ''),
  link text,
  impact_factor numeric(8, 3) CHECK (impact_factor >= 0),
  publisher_id bigint REFERENCES publishers (id) ON DELETE SET NULL,
  -- An import matches journals by ISSN, so each is unique on its own; '1234-567X' with its check digit.
  issn_print text UNIQUE CHECK (issn_print ~ '^[0-9]{4}-[0-9]{3}[0-9X]$'),
  issn_electronic text UNIQUE CHECK (issn_electronic ~ '^[0-9]{4}-[0-9]{3}[0-9X]$'),
  country text,
  languages text[] NOT NULL DEFAULT '{}',
  open_access boolean NOT NULL DEFAULT false,
  -- A journal may charge without saying how much: has_apc is the fact, amount and currency the detail.
  has_apc boolean NOT NULL DEFAULT false,
  apc_amount_minor bigint CHECK (apc_amount_minor >= 0),
  apc_currency text CHECK (apc_currency ~ '^[A-Z]{3}$'),
  licence text,
  review_process text,
  weeks_to_publication smallint CHECK (weeks_to_publication BETWEEN 0 AND 520),
  scope text NOT NULL DEFAULT '',
  keywords text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (has_apc OR apc_amount_minor IS NULL),
  CHECK ((apc_amount_minor IS NULL) = (apc_currency IS NULL))
);
CREATE INDEX journals_publisher_idx ON journals (publisher_id);
-- The finder's default order (highest impact factor first), read whole when a search index is built.
CREATE INDEX journals_default_order_idx ON journals (impact_factor DESC NULLS LAST, title, id);

CREATE TABLE journal_subjects (
  journal_id bigint NOT NULL REFERENCES journals (id) ON DELETE CASCADE,
  subject_id bigint NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  PRIMARY KEY (journal_id, subject_id)
);
CREATE INDEX journal_subjects_subject_idx ON journal_subjects (subject_id);

CREATE TABLE journal_indexings (
  journal_id bigint NOT NULL REFERENCES journals (id) ON DELETE CASCADE,
  index_id bigint NOT NULL REFERENCES journal_indexes (id) ON DELETE CASCADE,
  PRIMARY KEY (journal_id, index_id)
);
CREATE INDEX journal_indexings_index_idx ON journal_indexings (index_id);

-- One row whose version goes up with every change to what search shows. Triggers keep it, so no writer
-- (import, staff screens, a manual fix in psql) can forget; each node compares it at most once a second.
CREATE TABLE journal_catalogue (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO journal_catalogue DEFAULT VALUES;

CREATE FUNCTION journal_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE journal_catalogue SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER journals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journals
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
CREATE TRIGGER journal_subjects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journal_subjects
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
CREATE TRIGGER journal_indexings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON journal_indexings
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
CREATE TRIGGER publishers_changed AFTER UPDATE OR DELETE ON publishers
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
CREATE TRIGGER journal_indexes_changed AFTER INSERT OR UPDATE OR DELETE ON journal_indexes
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
CREATE TRIGGER subjects_changed_for_journals AFTER UPDATE OR DELETE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION journal_catalogue_changed();
