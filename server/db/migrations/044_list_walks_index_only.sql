-- A list page walks its order's index and tests each row against the filters the index does not order by (a
-- subject, a second place or type). With those filters' columns carried in the index as well, the walk is read from
-- the index alone (for pages marked all-visible), never from the table's wide rows: a walk of thousands of rows
-- costs what a few dozen did (server/db/walked-page.ts).
DROP INDEX vacancies_open_idx;
DROP INDEX vacancies_open_country_idx;
DROP INDEX vacancies_open_state_idx;
DROP INDEX vacancies_open_qualification_idx;
DROP INDEX vacancies_open_posted_idx;
CREATE INDEX vacancies_open_idx ON vacancies (closes_at, id) INCLUDE (country_id, state_id, qualification_id, subject_ids) WHERE status = 'open';
CREATE INDEX vacancies_open_country_idx ON vacancies (country_id, closes_at, id) INCLUDE (state_id, qualification_id, subject_ids) WHERE status = 'open';
CREATE INDEX vacancies_open_state_idx ON vacancies (state_id, closes_at, id) INCLUDE (country_id, qualification_id, subject_ids) WHERE status = 'open';
CREATE INDEX vacancies_open_qualification_idx ON vacancies (qualification_id, closes_at, id) INCLUDE (country_id, state_id, subject_ids) WHERE status = 'open';
CREATE INDEX vacancies_open_posted_idx ON vacancies (posted_at DESC, id DESC) INCLUDE (closes_at, country_id, state_id, qualification_id, subject_ids) WHERE status = 'open';

DROP INDEX events_listed_idx;
DROP INDEX events_listed_country_idx;
DROP INDEX events_listed_state_idx;
DROP INDEX events_listed_subject_idx;
DROP INDEX events_listed_type_idx;
DROP INDEX events_listed_mode_idx;
DROP INDEX events_listed_created_idx;
CREATE INDEX events_listed_idx ON events (starts_at, id) INCLUDE (country_id, state_id, subject_id, type_id, mode_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_country_idx ON events (country_id, starts_at, id) INCLUDE (state_id, subject_id, type_id, mode_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_state_idx ON events (state_id, starts_at, id) INCLUDE (country_id, subject_id, type_id, mode_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_subject_idx ON events (subject_id, starts_at, id) INCLUDE (country_id, state_id, type_id, mode_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_type_idx ON events (type_id, starts_at, id) INCLUDE (country_id, state_id, subject_id, mode_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_mode_idx ON events (mode_id, starts_at, id) INCLUDE (country_id, state_id, subject_id, type_id) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_created_idx ON events (created_at DESC, id DESC) INCLUDE (country_id, state_id, subject_id, type_id, mode_id) WHERE status = 'published' AND NOT ended;
