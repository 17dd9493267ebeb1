-- The word being typed is matched as a prefix of the words as written ('simple': lower-cased, not stemmed):
-- English stems are not prefixes of what people type ("psy" stems to "psi", "medica" is longer than its stem
-- "medic"), so the stemmed words alone find nothing while a word is half typed. Whole words are still matched
-- stemmed, so "surgeons" finds "surgery". A description is matched by whole words only.
ALTER TABLE vacancies DROP COLUMN search_vector;
ALTER TABLE vacancies ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title) || to_tsvector('simple', title), 'A')
  || setweight(to_tsvector('english', employer || ' ' || subject_text) || to_tsvector('simple', employer || ' ' || subject_text), 'B')
  || setweight(to_tsvector('english', coalesce(city, '')) || to_tsvector('simple', coalesce(city, '')), 'C')
) STORED;
-- Written straight into the index rather than through GIN's pending list: the list is merged only by
-- (auto)vacuum, which the embedded database never runs, and every search would read it whole until then.
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search_vector) WITH (fastupdate = off);

ALTER TABLE events DROP COLUMN search_vector;
ALTER TABLE events ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title) || to_tsvector('simple', title), 'A')
  || setweight(to_tsvector('english', organiser || ' ' || subject_text) || to_tsvector('simple', organiser || ' ' || subject_text), 'B')
  || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(venue, '')) || to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(venue, '')), 'C')
  || setweight(to_tsvector('english', description), 'D')
) STORED;
CREATE INDEX events_search_idx ON events USING gin (search_vector) WITH (fastupdate = off);
