-- Accounts, sessions, email links, activity, notifications, plans and subscriptions.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- Stored lower-cased, so the unique constraint is the case-insensitive one people expect.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- Self-describing: algorithm, parameters, salt and key, so parameters can change without a migration.
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'expert', 'admin')),
  email_verified_at timestamptz,
  qualification_id bigint REFERENCES qualifications (id) ON DELETE SET NULL,
  profession_id bigint REFERENCES professions (id) ON DELETE SET NULL,
  bio text,
  image_file_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_subjects (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id bigint NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, subject_id)
);
-- Finding the experts of a subject.
CREATE INDEX user_subjects_subject_idx ON user_subjects (subject_id);

-- The settings screen's lists; each is bounded by the contract, so a jsonb array per list is enough.
CREATE TABLE user_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  skills jsonb NOT NULL DEFAULT '[]'::jsonb,
  experience jsonb NOT NULL DEFAULT '[]'::jsonb,
  education jsonb NOT NULL DEFAULT '[]'::jsonb,
  licences jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Files only their owner (and admins) may read, kept apart from the public `files` table and directory.
CREATE TABLE private_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX private_files_owner_idx ON private_files (owner_id);
ALTER TABLE users ADD CONSTRAINT users_image_file_fk FOREIGN KEY (image_file_id) REFERENCES private_files (id) ON DELETE SET NULL;

-- Only a hash of each token is stored: a copy of this table cannot be used to sign in.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose) WHERE used_at IS NULL;

CREATE TABLE activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_user_idx ON activities (user_id, created_at DESC, id DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  text text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
-- The header's badge counts these on every page.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

CREATE TABLE plans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  -- The card's badge text.
  description text NOT NULL,
  -- Null only for the free tier, which never ends.
  duration_months int CHECK (duration_months > 0),
  price_minor int NOT NULL CHECK (price_minor >= 0),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  is_free boolean NOT NULL DEFAULT false,
  position int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_free = (price_minor = 0)),
  CHECK (is_free OR duration_months IS NOT NULL)
);

CREATE TABLE plan_features (
  plan_id bigint NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  feature text NOT NULL CHECK (feature IN ('journal-finder', 'vacancies', 'events', 'connect-to-expert', 'research-community', 'templates')),
  PRIMARY KEY (plan_id, feature)
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A plan someone paid for is never deleted from under their history.
  plan_id bigint NOT NULL REFERENCES plans (id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('active', 'canceled', 'expired')),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL CHECK (end_date > start_date),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, start_date DESC);
CREATE UNIQUE INDEX subscriptions_one_active_idx ON subscriptions (user_id) WHERE status = 'active';
