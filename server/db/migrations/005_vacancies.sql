-- Vacancies: positions at universities and hospitals, filtered by place, subject and qualification and
-- searched in full text (docs/decisions/0012-vacancies-search.md).

-- Lets a vacancy's (state, country) pair reference a state, so the database itself refuses a state of
-- another country; the service says so first, as a field message.
ALTER TABLE states ADD CONSTRAINT states_id_country_key UNIQUE (id, country_id);

CREATE TABLE vacancies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (title <> ''),
  employer text NOT NULL CHECK (employer <> ''),
  -- Plain text, shown as written.
  description text NOT NULL DEFAULT '',
  -- The listing's "Type": the qualification the position asks for.
  qualification_id bigint NOT NULL REFERENCES qualifications (id) ON DELETE RESTRICT,
  country_id bigint NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
  -- Null only where the data set lists no states for the country.
  state_id bigint,
  city text,
  contract text NOT NULL CHECK (contract IN ('full-time', 'part-time', 'fixed-term', 'permanent', 'locum', 'fellowship', 'internship')),
  -- Whole minor units of salary_currency (cents, paise) per salary_period; all four null when not disclosed.
  salary_min bigint CHECK (salary_min >= 0),
  salary_max bigint CHECK (salary_max >= 0),
  salary_currency char(3) CHECK (salary_currency ~ '^[A-Z]{3}$'),
  salary_period text CHECK (salary_period IN ('year', 'month', 'hour')),
  closes_at timestamptz NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  reference text,
  -- Where to apply ('Visit Website').
  link text NOT NULL CHECK (link ~ '^https?://'),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('draft', 'open', 'closed')),
  -- The subjects' titles: a generated column reads only its own row, so the words it weighs from the
  -- subjects are copied here whenever they change (vacancy_subject_text below).
  subject_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', employer || ' ' || subject_text), 'B')
    || setweight(to_tsvector('english', coalesce(city, '')), 'C')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (state_id, country_id) REFERENCES states (id, country_id) ON DELETE RESTRICT,
  CHECK ((salary_currency IS NULL) = (salary_period IS NULL)),
  CHECK ((salary_currency IS NULL) = (salary_min IS NULL AND salary_max IS NULL)),
  CHECK (salary_min <= salary_max)
);

-- Written straight into the index rather than through GIN's pending list: the list is merged only by
-- (auto)vacuum, which the embedded database never runs, and every search would read it whole until then.
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search_vector) WITH (fastupdate = off);
-- The public list is open vacancies, soonest closing first. "Not yet closed" (closes_at > now()) cannot be
-- an index predicate, since now() moves, so it is the start of each index's closes_at range instead.
CREATE INDEX vacancies_open_idx ON vacancies (closes_at, id) WHERE status = 'open';
CREATE INDEX vacancies_open_country_idx ON vacancies (country_id, closes_at, id) WHERE status = 'open';
CREATE INDEX vacancies_open_state_idx ON vacancies (state_id, closes_at, id) WHERE status = 'open';
CREATE INDEX vacancies_open_qualification_idx ON vacancies (qualification_id, closes_at, id) WHERE status = 'open';
-- The admin list, newest first.
CREATE INDEX vacancies_created_idx ON vacancies (created_at DESC, id DESC);

CREATE TABLE vacancy_subjects (
  vacancy_id bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  -- A subject in use by a vacancy is not removed from under it.
  subject_id bigint NOT NULL REFERENCES subjects (id) ON DELETE RESTRICT,
  -- The order staff chose; the card's "Subject" is the first.
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (vacancy_id, subject_id)
);
CREATE INDEX vacancy_subjects_subject_idx ON vacancy_subjects (subject_id, vacancy_id);

-- One definition of a vacancy's subject words, used by the repository after it writes the subjects and by
-- the trigger when a subject is renamed.
CREATE FUNCTION vacancy_subject_text(vacancy bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(s.title, ' ' ORDER BY vs.position), '')
  FROM vacancy_subjects vs JOIN subjects s ON s.id = vs.subject_id
  WHERE vs.vacancy_id = vacancy
$$;

CREATE FUNCTION vacancy_subjects_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancies SET subject_text = vacancy_subject_text(id)
  WHERE id IN (SELECT vacancy_id FROM vacancy_subjects WHERE subject_id = NEW.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER subjects_renamed_for_vacancies AFTER UPDATE OF title ON subjects
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION vacancy_subjects_renamed();
