-- The expert directory's first page (server/modules/experts/repository.ts) orders by the profile's verification and
-- count, then the account's name, and lists only accounts with the expert role. With the name and the role on
-- `users`, no index held the whole order, so every page sorted all listed experts. The profile keeps a copy of both,
-- written by triggers whoever changes the account, and one partial index holds the order: a page is an index walk.
ALTER TABLE expert_profiles
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN has_expert_role boolean NOT NULL DEFAULT false;

UPDATE expert_profiles p SET name = u.name, has_expert_role = (u.role = 'expert') FROM users u WHERE u.id = p.user_id;

CREATE INDEX expert_profiles_directory_idx ON expert_profiles ((verified_at IS NULL), helped_count DESC, name, user_id)
  WHERE listed AND has_expert_role;

-- A new profile copies its account's name and role as it copies its search words.
CREATE OR REPLACE FUNCTION expert_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := coalesce(expert_search_vector(NEW.user_id), ''::tsvector);
  SELECT u.name, u.role = 'expert' INTO NEW.name, NEW.has_expert_role FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;

CREATE FUNCTION users_changed_for_expert_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE expert_profiles SET name = NEW.name, has_expert_role = (NEW.role = 'expert') WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_changed_for_expert_directory AFTER UPDATE OF name, role ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION users_changed_for_expert_directory();
