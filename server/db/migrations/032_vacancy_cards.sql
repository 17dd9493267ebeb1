-- Each vacancy's card, as the API sends it (JSON text), kept ready: a page of the public list is then its ids from
-- one index scan and the twenty stored texts, with no join to lookups and subjects per request and no rows for the
-- server to read and write out again as JSON. `vacancy_card` is the card's one definition; the list and the
-- vacancy's page both read the stored text.
ALTER TABLE vacancies ADD COLUMN card text;
-- Its subjects' ids in order, beside the card: the subject filter is then a test of the row itself (or a GIN lookup
-- for a rare subject) rather than a probe of vacancy_subjects for every row the order index walks past. The admin
-- form writes them with the row, as it writes the subjects' words; a trigger below keeps them whoever else writes
-- vacancy_subjects.
ALTER TABLE vacancies ADD COLUMN subject_ids bigint[] NOT NULL DEFAULT '{}';
CREATE INDEX vacancies_open_subjects_idx ON vacancies USING gin (subject_ids) WHERE status = 'open';

CREATE FUNCTION vacancy_card(v vacancies) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'slug', v.slug,
    'title', v.title,
    'link', v.link,
    'employer', v.employer,
    'description', v.description,
    -- Every vacancy has a subject: the service never saves one without. The first is the card's "Subject".
    'subject', coalesce(sub.list -> 0, json_build_object('slug', '', 'title', '')),
    'subjects', coalesce(sub.list, '[]'::json),
    'qualification', json_build_object('slug', q.slug, 'title', q.title),
    'country', json_build_object('slug', c.slug, 'title', c.title),
    'state', CASE WHEN s.id IS NOT NULL THEN json_build_object('slug', s.slug, 'title', s.title) END,
    'city', v.city,
    'contract', v.contract,
    'salary', CASE WHEN v.salary_currency IS NOT NULL AND v.salary_period IS NOT NULL
      THEN json_build_object('min', v.salary_min, 'max', v.salary_max, 'currency', v.salary_currency, 'period', v.salary_period) END,
    -- As JavaScript's toISOString writes a moment: UTC, to the millisecond.
    'closesAt', to_char(v.closes_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'postedAt', to_char(v.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reference', v.reference,
    'status', v.status
  )::text
  FROM qualifications q
  JOIN countries c ON c.id = v.country_id
  LEFT JOIN states s ON s.id = v.state_id
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('slug', x.slug, 'title', x.title) ORDER BY given.position) AS list
    FROM unnest(v.subject_ids) WITH ORDINALITY AS given(id, position) JOIN subjects x ON x.id = given.id
  ) sub ON true
  WHERE q.id = v.qualification_id
$$;

-- A vacancy's own columns: the card is made again whenever one it shows changes (subject_text changes with its
-- subjects' titles, so a renamed subject reaches the card this way too; subject_ids with its subjects).
CREATE FUNCTION vacancy_card_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := vacancy_card(NEW);
  RETURN NEW;
END
$$;
CREATE TRIGGER vacancies_card BEFORE INSERT OR UPDATE OF slug, title, link, employer, description, qualification_id, country_id, state_id,
  city, contract, salary_min, salary_max, salary_currency, salary_period, closes_at, posted_at, reference, status, subject_text,
  subject_ids ON vacancies FOR EACH ROW EXECUTE FUNCTION vacancy_card_of_row();

-- Its subjects, however they are written (a merge of subjects in Category Management, a bulk load): once per
-- statement, the ids copied where they differ, which makes the card again. The admin form's rows already have them,
-- so its writes update nothing here.
CREATE FUNCTION vacancy_cards_of_subjects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancies v SET subject_ids = now_given.ids
  FROM (
    SELECT c.vacancy_id, ARRAY(SELECT vs.subject_id FROM vacancy_subjects vs WHERE vs.vacancy_id = c.vacancy_id ORDER BY vs.position) AS ids
    FROM (SELECT DISTINCT vacancy_id FROM changed) c
  ) now_given
  WHERE v.id = now_given.vacancy_id AND v.subject_ids IS DISTINCT FROM now_given.ids;
  RETURN NULL;
END
$$;
CREATE TRIGGER vacancy_subjects_added_for_cards AFTER INSERT ON vacancy_subjects
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION vacancy_cards_of_subjects();
CREATE TRIGGER vacancy_subjects_changed_for_cards AFTER UPDATE ON vacancy_subjects
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION vacancy_cards_of_subjects();
CREATE TRIGGER vacancy_subjects_removed_for_cards AFTER DELETE ON vacancy_subjects
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION vacancy_cards_of_subjects();

-- The lookups it names: a renamed qualification, country or state reaches every card that shows it.
CREATE FUNCTION vacancy_cards_of_lookup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE vacancies v SET card = vacancy_card(v) WHERE v.%I = $1', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER qualifications_renamed_for_vacancy_cards AFTER UPDATE OF slug, title ON qualifications
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION vacancy_cards_of_lookup('qualification_id');
CREATE TRIGGER countries_renamed_for_vacancy_cards AFTER UPDATE OF slug, title ON countries
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION vacancy_cards_of_lookup('country_id');
CREATE TRIGGER states_renamed_for_vacancy_cards AFTER UPDATE OF slug, title ON states
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION vacancy_cards_of_lookup('state_id');

-- Every vacancy's ids, and so (by the row trigger above) its card.
UPDATE vacancies v SET subject_ids = ARRAY(SELECT vs.subject_id FROM vacancy_subjects vs WHERE vs.vacancy_id = v.id ORDER BY vs.position);
ALTER TABLE vacancies ALTER COLUMN card SET NOT NULL;
