-- Category Management (docs/decisions/0031-category-lists.md): the lists members choose from (subjects,
-- qualifications, professions, event types and modes, publishers, journal indexes) are kept by staff. Each value
-- has a place in its list and may be retired: a retired value is no longer offered for new records and stays on
-- the records that have it. A value merged into another is retired and remembers which one took its records, so
-- a saved filter naming it follows to the survivor. Slugs never change, so addresses keep working after a rename.

ALTER TABLE subjects ADD COLUMN position integer NOT NULL DEFAULT 0;
ALTER TABLE publishers ADD COLUMN position integer NOT NULL DEFAULT 0;
-- Their lists were in title order; that order becomes their places.
UPDATE subjects s SET position = o.n FROM (SELECT id, row_number() OVER (ORDER BY title, id) - 1 AS n FROM subjects) o WHERE o.id = s.id;
UPDATE publishers p SET position = o.n FROM (SELECT id, row_number() OVER (ORDER BY title, id) - 1 AS n FROM publishers) o WHERE o.id = p.id;

ALTER TABLE subjects ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES subjects (id) ON DELETE SET NULL;
ALTER TABLE qualifications ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES qualifications (id) ON DELETE SET NULL;
ALTER TABLE professions ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES professions (id) ON DELETE SET NULL;
ALTER TABLE event_types ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES event_types (id) ON DELETE SET NULL;
ALTER TABLE event_modes ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES event_modes (id) ON DELETE SET NULL;
ALTER TABLE publishers ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES publishers (id) ON DELETE SET NULL;
ALTER TABLE journal_indexes ADD COLUMN retired_at timestamptz, ADD COLUMN merged_into_id bigint REFERENCES journal_indexes (id) ON DELETE SET NULL;

-- Each list is read in its order; a merged value is found by the one that took its records.
CREATE INDEX subjects_order_idx ON subjects (position, title);
CREATE INDEX qualifications_order_idx ON qualifications (position, title);
CREATE INDEX professions_order_idx ON professions (position, title);
CREATE INDEX event_types_order_idx ON event_types (position, title);
CREATE INDEX event_modes_order_idx ON event_modes (position, title);
CREATE INDEX publishers_order_idx ON publishers (position, title);
CREATE INDEX journal_indexes_order_idx ON journal_indexes (position, title);

-- Usage counts and merges look records up by value; these references had no index of their own.
CREATE INDEX users_qualification_idx ON users (qualification_id) WHERE qualification_id IS NOT NULL;
CREATE INDEX users_profession_idx ON users (profession_id) WHERE profession_id IS NOT NULL;
CREATE INDEX vacancies_qualification_idx ON vacancies (qualification_id);
CREATE INDEX events_subject_idx ON events (subject_id);
CREATE INDEX events_type_idx ON events (type_id);
CREATE INDEX events_mode_idx ON events (mode_id);
