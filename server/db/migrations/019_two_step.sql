-- Two-step sign-in: a time-based one-time code (RFC 6238) on top of the password, with single-use recovery codes,
-- and when each account got its role, from which a new staff member's days to set it up are counted.

-- When the account's role last changed. Role changes are made in more than one place (User Management, the first
-- admin at start), so a trigger keeps it rather than each of them. Existing accounts count from their creation.
ALTER TABLE users ADD COLUMN role_changed_at timestamptz;
UPDATE users SET role_changed_at = created_at;
ALTER TABLE users ALTER COLUMN role_changed_at SET DEFAULT now();
ALTER TABLE users ALTER COLUMN role_changed_at SET NOT NULL;

CREATE FUNCTION users_role_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.role_changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_role_changed_at BEFORE UPDATE OF role ON users FOR EACH ROW EXECUTE FUNCTION users_role_changed_at();

-- One row per account that has started setting it up: the shared secret (base32, as authenticator apps take it),
-- on once `enabled_at` is set. `last_time_step` is the 30-second step of the last code accepted: a code is accepted
-- only for a later step, so a code seen over someone's shoulder cannot be used again. The secret is kept as it is
-- (docs/decisions/0029-two-step-sign-in.md) and never sent again after setup.
CREATE TABLE two_step (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^[A-Z2-7]{16,128}$'),
  enabled_at timestamptz,
  last_time_step integer,
  -- Mixed into each recovery code's hash, so equal codes of two accounts never hash alike.
  recovery_salt bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, stored as hashes; one is spent when used.
CREATE TABLE two_step_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_step_recovery_codes_user_idx ON two_step_recovery_codes (user_id);

-- A right password for an account with two-step gives a ticket, not a session: a short-lived, single-use proof that
-- the password was right, which the code then turns into a session. Stored as its SHA-256 like session tokens.
CREATE TABLE two_step_tickets (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_step_tickets_expires_idx ON two_step_tickets (expires_at);
