-- The expert directory's first page (server/modules/experts/repository.ts) orders by the profile's verification and
-- count, then the account's name, and lists only accounts with the expert role. With the name and the role on
-- `users`, no index held the whole order, so every page sorted all listed experts. The profile keeps a copy of both,
-- written by triggers whoever changes the account, and one partial index holds the order: a page is an index walk.
-- The subjects are copied too, so a subject's experts are found through one GIN index on the profile and sorted
-- there, instead of a probe of `user_subjects` for each expert the walk passes.
ALTER TABLE expert_profiles
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN has_expert_role boolean NOT NULL DEFAULT false,
  ADD COLUMN subject_ids bigint[] NOT NULL DEFAULT '{}';

CREATE FUNCTION expert_subject_ids(expert uuid) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT subject_id FROM user_subjects WHERE user_id = expert ORDER BY subject_id)
$$;

UPDATE expert_profiles p SET name = u.name, has_expert_role = (u.role = 'expert'), subject_ids = expert_subject_ids(p.user_id)
FROM users u WHERE u.id = p.user_id;

CREATE INDEX expert_profiles_directory_idx ON expert_profiles ((verified_at IS NULL), helped_count DESC, name, user_id)
  WHERE listed AND has_expert_role;
CREATE INDEX expert_profiles_subjects_idx ON expert_profiles USING gin (subject_ids) WITH (fastupdate = off);

-- A search whose word no sampled row holds is estimated as half as common as the rarest word the statistics keep.
-- At the default target they keep a few hundred words, so a typo looked common enough for the planner to walk a
-- list's order index until the page filled, reading every row when nothing matched. A thousand keep up to ten
-- thousand words: a word outside them is rare, and is looked up in the GIN index first.
ALTER TABLE expert_profiles ALTER COLUMN search_vector SET STATISTICS 1000;
ALTER TABLE vacancies ALTER COLUMN search_vector SET STATISTICS 1000;
ALTER TABLE events ALTER COLUMN search_vector SET STATISTICS 1000;
ALTER TABLE community_posts ALTER COLUMN search_vector SET STATISTICS 1000;

-- A new profile copies its account's name, role and subjects as it copies its search words.
CREATE OR REPLACE FUNCTION expert_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := coalesce(expert_search_vector(NEW.user_id), ''::tsvector);
  NEW.subject_ids := expert_subject_ids(NEW.user_id);
  SELECT u.name, u.role = 'expert' INTO NEW.name, NEW.has_expert_role FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;

-- A subject given or taken away rewrites the copy of the expert's subjects, beside the search words' own trigger.
CREATE FUNCTION user_subjects_changed_for_expert_directory() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expert uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE expert_profiles SET subject_ids = expert_subject_ids(expert) WHERE user_id = expert;
  RETURN NULL;
END
$$;
CREATE TRIGGER user_subjects_changed_for_expert_directory AFTER INSERT OR DELETE ON user_subjects
  FOR EACH ROW EXECUTE FUNCTION user_subjects_changed_for_expert_directory();

CREATE FUNCTION users_changed_for_expert_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expert_profiles SET name = NEW.name, has_expert_role = (NEW.role = 'expert') WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_changed_for_expert_directory AFTER UPDATE OF name, role ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION users_changed_for_expert_directory();
