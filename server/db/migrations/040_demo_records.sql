-- Demo data says what it is: the demo seed marks the vacancies, events, community posts and expert profiles it makes,
-- and their cards carry the mark, so the app shows a 'Demo' label on them instead of the seed writing a sentence into
-- their texts. A made-up expert is never shown as verified (server/modules/experts/responses.ts).
ALTER TABLE vacancies ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE events ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE community_posts ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE expert_profiles ADD COLUMN demo boolean NOT NULL DEFAULT false;

-- The vacancy card (032_vacancy_cards.sql) with the mark.
CREATE OR REPLACE FUNCTION vacancy_card(v vacancies) RETURNS text LANGUAGE sql STABLE AS $$
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
    'status', v.status,
    'demo', v.demo
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

DROP TRIGGER vacancies_card ON vacancies;
CREATE TRIGGER vacancies_card BEFORE INSERT OR UPDATE OF slug, title, link, employer, description, qualification_id, country_id, state_id,
  city, contract, salary_min, salary_max, salary_currency, salary_period, closes_at, posted_at, reference, status, subject_text,
  subject_ids, demo ON vacancies FOR EACH ROW EXECUTE FUNCTION vacancy_card_of_row();

-- A database whose demo data was seeded before the mark existed: its demo records are found by what that seed wrote
-- (its references and example.org links, the sentence closing each post and profile), marked, and the sentence taken
-- out. Only where the demo seed ran; a site without demo data has nothing to change.
UPDATE vacancies SET demo = true
WHERE EXISTS (SELECT 1 FROM app_meta WHERE key = 'seed:demo-vacancies:v1')
  AND reference LIKE 'SH-26-%' AND link LIKE 'https://careers.example.org/%';

UPDATE events SET demo = true
WHERE EXISTS (SELECT 1 FROM app_meta WHERE key = 'seed:demo-events:v1') AND link LIKE 'https://events.example.org/%';

UPDATE community_posts SET demo = true, text = rtrim(left(text, length(text) - length('(Demo post.)')), E' \t\r\n')
WHERE EXISTS (SELECT 1 FROM app_meta WHERE key = 'seed:demo-community:v1') AND text LIKE '%(Demo post.)';

UPDATE expert_profiles p SET demo = true, verified_at = NULL
FROM users u
WHERE u.id = p.user_id AND EXISTS (SELECT 1 FROM app_meta WHERE key = 'seed:demo-experts:v1')
  AND u.bio LIKE '%This is a demo profile: the person is made up to show the directory.%';

UPDATE users SET bio = nullif(btrim(replace(bio, 'This is a demo profile: the person is made up to show the directory.', '')), '')
WHERE bio LIKE '%This is a demo profile: the person is made up to show the directory.%'
  AND EXISTS (SELECT 1 FROM expert_profiles p WHERE p.user_id = users.id AND p.demo);

-- Every card again, with its mark (the rows marked above have theirs already).
UPDATE vacancies v SET card = vacancy_card(v) WHERE NOT v.demo;
