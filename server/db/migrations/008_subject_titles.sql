-- A vacancy's subject words are written in the same statement as the vacancy, from the subject ids the
-- form sent: writing the row and then updating it left a dead copy of every saved vacancy, which the
-- embedded database (never vacuumed) kept reading in every list.
CREATE FUNCTION subject_titles(ids bigint[]) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(title, ' ' ORDER BY array_position(ids, id)), '')
  FROM subjects
  WHERE id = ANY (ids)
$$;

CREATE OR REPLACE FUNCTION vacancy_subject_text(vacancy bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT subject_titles(ARRAY(SELECT subject_id FROM vacancy_subjects WHERE vacancy_id = vacancy ORDER BY position))
$$;

-- A searched list is read in its own order from its b-tree, checking each row against the search, when the
-- words are common, and from the GIN index when they are rare: the planner tells which from the lexemes'
-- frequencies, and the default 100 statistics targets keep too few of them for a vocabulary of thousands.
ALTER TABLE vacancies ALTER COLUMN search_vector SET STATISTICS 1000;
ALTER TABLE events ALTER COLUMN search_vector SET STATISTICS 1000;
