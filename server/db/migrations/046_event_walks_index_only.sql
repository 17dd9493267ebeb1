-- A listed event is one whose end has not passed (`ends_at > now()`, server/modules/events/listed.ts): `NOT ended`
-- alone lags until the sweep marks it. The walk of an order index tests that on every entry it reads, so without
-- `ends_at` in the index each entry read the table row as well, and no events walk was read from the index alone.
-- A walk of 18,500 entries read 20,000 table pages (150 ms cold) for a page of events in one state.
DROP INDEX events_listed_idx;
DROP INDEX events_listed_country_idx;
DROP INDEX events_listed_state_idx;
DROP INDEX events_listed_subject_idx;
DROP INDEX events_listed_type_idx;
DROP INDEX events_listed_mode_idx;
DROP INDEX events_listed_created_idx;
CREATE INDEX events_listed_idx ON events (starts_at, id) INCLUDE (ends_at, country_id, state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_country_idx ON events (country_id, starts_at, id) INCLUDE (ends_at, state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_state_idx ON events (state_id, starts_at, id) INCLUDE (ends_at, country_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_subject_idx ON events (subject_id, starts_at, id) INCLUDE (ends_at, country_id, state_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_type_idx ON events (type_id, starts_at, id) INCLUDE (ends_at, country_id, state_id, subject_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_mode_idx ON events (mode_id, starts_at, id) INCLUDE (ends_at, country_id, state_id, subject_id, type_id, index_words) WHERE status = 'published' AND NOT ended;
CREATE INDEX events_listed_created_idx ON events (created_at DESC, id DESC) INCLUDE (ends_at, country_id, state_id, subject_id, type_id, mode_id, index_words) WHERE status = 'published' AND NOT ended;
