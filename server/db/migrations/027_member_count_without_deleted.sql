-- The Dashboard's member total counts the accounts there are to manage: an anonymised (deleted) account keeps its
-- row for its posts and payments, but is no longer a member. The kept count follows deletions as well as inserts.
UPDATE row_counts SET rows = (SELECT count(*) FROM users WHERE deleted_at IS NULL) WHERE table_name = 'users';

CREATE OR REPLACE FUNCTION count_users_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET rows = rows + (SELECT count(*) FROM made WHERE deleted_at IS NULL) WHERE table_name = 'users';
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION count_users_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET rows = rows - (SELECT count(*) FROM gone WHERE deleted_at IS NULL) WHERE table_name = 'users';
  RETURN NULL;
END $$;
-- Fires only for a row whose deletion changes, so other updates of accounts never touch the count's row.
CREATE FUNCTION count_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET rows = rows + CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END WHERE table_name = 'users';
  RETURN NULL;
END $$;
CREATE TRIGGER users_counted_deleted AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION count_users_deleted();
