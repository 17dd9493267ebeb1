-- A search of vacancies or events walks its order's index like any other filter, and tests the words on each entry
-- (server/db/walked-page.ts). Read from the table, every entry the walk passes costs a read of a wide row: at a million
-- vacancies, a walk of 25,000 rows for two words that rarely meet took 630 ms from a cold cache and 155 ms from a warm
-- one. So each order index carries the row's words as well (`index_words`), and a walk reads the index alone: 65 ms
-- cold, 13 ms warm. A B-tree entry holds at most 2,704 bytes, and a vector of twenty subjects' titles or of a long
-- description can be larger, so `index_words` is the search vector only while it is at most 1,000 bytes, NULL above
-- that: such a row's words are read from its table row (`search_vector`). A vacancy's vector is about 240 bytes, an
-- event's with a paragraph of description about 500; one of a title, employer and city each as long as the form
-- takes, about 1,400. The bound also keeps an index from growing by more than a kilobyte a row.
--
-- Both columns are made by one function per table, so the words a walk tests are those the text index finds.

CREATE FUNCTION vacancy_search_words(title text, employer text, subject_text text, city text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title) || to_tsvector('simple', title), 'A')
    || setweight(to_tsvector('english', employer || ' ' || subject_text) || to_tsvector('simple', employer || ' ' || subject_text), 'B')
    || setweight(to_tsvector('english', coalesce(city, '')) || to_tsvector('simple', coalesce(city, '')), 'C')
$$;

CREATE FUNCTION event_search_words(title text, organiser text, subject_text text, city text, venue text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title) || to_tsvector('simple', title), 'A')
    || setweight(to_tsvector('english', organiser || ' ' || subject_text) || to_tsvector('simple', organiser || ' ' || subject_text), 'B')
    || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(venue, '')) || to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(venue, '')), 'C')
    || setweight(to_tsvector('english', description), 'D')
$$;

-- The words if an index entry has room for them, NULL if not.
CREATE FUNCTION indexable_words(words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN pg_column_size(words) <= 1000 THEN words END
$$;

DROP INDEX vacancies_open_idx;
DROP INDEX vacancies_open_country_idx;
DROP INDEX vacancies_open_state_idx;
DROP INDEX vacancies_open_qualification_idx;
DROP INDEX vacancies_open_posted_idx;
ALTER TABLE vacancies
  DROP COLUMN search_vector,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (vacancy_search_words(title, employer, subject_text, city)) STORED,
  ADD COLUMN index_words tsvector GENERATED ALWAYS AS (indexable_words(vacancy_search_words(title, employer, subject_text, city))) STORED;
ALTER TABLE vacancies ALTER COLUMN search_vector SET STATISTICS 1000;
-- Written straight into the index rather than through GIN's pending list, as migration 007 says.
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search_vector) WITH (fastupdate = off);
CREATE INDEX vacancies_open_idx ON vacancies (closes_at, id) INCLUDE (country_id, state_id, qualification_id, subject_ids, index_words) WHERE status = 'open';
CREATE INDEX vacancies_open_country_idx ON vacancies (country_id, closes_at, id) INCLUDE (state_id, qualification_id, subject_ids, index_words) WHERE status = 'open';
CREATE INDEX vacancies_open_state_idx ON vacancies (state_id, closes_at, id) INCLUDE (country_id, qualification_id, subject_ids, index_words) WHERE status = 'open';
CREATE INDEX vacancies_open_qualification_idx ON vacancies (qualification_id, closes_at, id) INCLUDE (country_id, state_id, subject_ids, index_words) WHERE status = 'open';
CREATE INDEX vacancies_open_posted_idx ON vacancies (posted_at DESC, id DESC) INCLUDE (closes_at, country_id, state_id, qualification_id, subject_ids, index_words) WHERE status = 'open';

DROP INDEX events_listed_idx;
DROP INDEX events_listed_country_idx;
DROP INDEX events_listed_state_idx;
DROP INDEX events_listed_subject_idx;
DROP INDEX events_listed_type_idx;
DROP INDEX events_listed_mode_idx;
DROP INDEX events_listed_created_idx;
ALTER TABLE events
  DROP COLUMN search_vector,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (event_search_words(title, organiser, subject_text, city, venue, description)) STORED,
  ADD COLUMN index_words tsvector GENERATED ALWAYS AS (indexable_words(event_search_words(title, organiser, subject_text, city, venue, description))) STORED;
ALTER TABLE events ALTER COLUMN search_vector SET STATISTICS 1000;
CREATE INDEX events_search_idx ON events USING gin (search_vector) WITH (fastupdate = off);
CREATE INDEX events_listed_idx ON events (starts_at, id) INCLUDE (country_id, state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_country_idx ON events (country_id, starts_at, id) INCLUDE (state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_state_idx ON events (state_id, starts_at, id) INCLUDE (country_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_subject_idx ON events (subject_id, starts_at, id) INCLUDE (country_id, state_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_type_idx ON events (type_id, starts_at, id) INCLUDE (country_id, state_id, subject_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_mode_idx ON events (mode_id, starts_at, id) INCLUDE (country_id, state_id, subject_id, type_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_created_idx ON events (created_at DESC, id DESC) INCLUDE (country_id, state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
