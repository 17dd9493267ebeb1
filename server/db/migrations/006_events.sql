-- Events: conferences, workshops, webinars and courses, filtered by place, subject, type and mode and searched
-- in full text as vacancies are (docs/decisions/0014-events.md).

-- Lookup lists staff keep; a type or mode in use by an event is not removed from under it.
CREATE TABLE event_types (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (title <> ''),
  position integer NOT NULL DEFAULT 0
);

-- The slugs 'in-person', 'online' and 'hybrid' carry rules (an online event has no place); titles may change.
CREATE TABLE event_modes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (title <> ''),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (title <> ''),
  -- Plain text, shown as written.
  description text NOT NULL DEFAULT '',
  subject_id bigint NOT NULL REFERENCES subjects (id) ON DELETE RESTRICT,
  type_id bigint NOT NULL REFERENCES event_types (id) ON DELETE RESTRICT,
  mode_id bigint NOT NULL REFERENCES event_modes (id) ON DELETE RESTRICT,
  -- None for an online event.
  country_id bigint REFERENCES countries (id) ON DELETE RESTRICT,
  state_id bigint,
  city text,
  venue text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The IANA zone the event keeps its own clock in ('America/Toronto'); its dates are shown in it beside the viewer's.
  time_zone text NOT NULL CHECK (time_zone <> ''),
  organiser text NOT NULL CHECK (organiser <> ''),
  link text NOT NULL CHECK (link ~ '^https?://'),
  -- CME/CPD credits where offered, in quarter credits at most.
  cme_credits numeric(6, 2) CHECK (cme_credits > 0),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'cancelled')),
  -- Set once ends_at has passed, by the save itself or the periodic sweep: the listed indexes below leave
  -- ended events out, so the list never reads past them (the query still checks ends_at > now()).
  ended boolean NOT NULL DEFAULT false,
  -- The subject's title: a generated column reads only its own row, so it is copied here when it changes.
  subject_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', organiser || ' ' || subject_text), 'B')
    || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(venue, '')), 'C')
    || setweight(to_tsvector('english', description), 'D')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (state_id, country_id) REFERENCES states (id, country_id) ON DELETE RESTRICT,
  CHECK (state_id IS NULL OR country_id IS NOT NULL),
  CHECK (ends_at >= starts_at),
  CHECK (ends_at <= starts_at + interval '366 days')
);

CREATE INDEX events_search_idx ON events USING gin (search_vector) WITH (fastupdate = off);
-- The public list is published events that have not ended, soonest first. "Not yet ended" (ends_at > now())
-- moves with the clock and cannot be an index predicate, and the list is in starts_at order, so without the
-- `ended` flag every index would be read through all the past events before reaching one still running.
CREATE INDEX events_listed_idx ON events (starts_at, id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_country_idx ON events (country_id, starts_at, id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_state_idx ON events (state_id, starts_at, id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_subject_idx ON events (subject_id, starts_at, id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_type_idx ON events (type_id, starts_at, id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_mode_idx ON events (mode_id, starts_at, id) WHERE status = 'published' AND NOT ended;
-- What the sweep looks for.
CREATE INDEX events_ending_idx ON events (ends_at) WHERE NOT ended;
-- The admin list, newest first.
CREATE INDEX events_created_idx ON events (created_at DESC, id DESC);

-- Abstract, full paper and early registration deadlines, each an exact moment. "Anywhere on Earth" deadlines
-- end the day in UTC-12, the last place on Earth where it is still that day.
CREATE TABLE event_deadlines (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('abstract', 'full-paper', 'early-registration')),
  due_at timestamptz NOT NULL,
  anywhere_on_earth boolean NOT NULL DEFAULT false,
  PRIMARY KEY (event_id, kind)
);

CREATE FUNCTION event_subjects_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET subject_text = NEW.title WHERE subject_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER subjects_renamed_for_events AFTER UPDATE OF title ON subjects
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION event_subjects_renamed();
